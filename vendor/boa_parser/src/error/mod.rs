//! Error and result implementation for the parser.

#[cfg(test)]
mod tests;

use crate::lexer::Error as LexError;
use boa_ast::{Position, Span};
use std::fmt;

/// Result of a parsing operation.
pub type ParseResult<T> = Result<T, Error>;

/// Adds context to a parser error.
pub(crate) trait ErrorContext {
    /// Sets the context of the error, if possible.
    fn set_context(self, context: &'static str) -> Self;

    /// Gets the context of the error, if any.
    #[cfg(test)] // codemode patch: `Display` no longer reads it.
    fn context(&self) -> Option<&'static str>;
}

impl<T> ErrorContext for ParseResult<T> {
    fn set_context(self, context: &'static str) -> Self {
        self.map_err(|e| e.set_context(context))
    }

    #[cfg(test)]
    fn context(&self) -> Option<&'static str> {
        self.as_ref().err().and_then(ErrorContext::context)
    }
}

impl ErrorContext for Error {
    fn set_context(mut self, new_context: &'static str) -> Self {
        if let ErrorKind::Expected { context, .. } = &mut *self.0 {
            *context = new_context;
        }
        self
    }

    #[cfg(test)]
    fn context(&self) -> Option<&'static str> {
        if let ErrorKind::Expected { context, .. } = &*self.0 {
            Some(context)
        } else {
            None
        }
    }
}

impl From<LexError> for Error {
    #[inline]
    fn from(e: LexError) -> Self {
        Self::lex(e)
    }
}

/// A parsing error.
///
/// codemode patch: boxed (upstream's is the `ErrorKind` enum itself, 72 bytes), so a
/// `ParseResult<T>` is no larger than `T` or a pointer: a `peek`'s `ParseResult<Option<&Token>>`
/// comes back in registers rather than through a 72-byte slot, and every `?` in the parser
/// moves the result alone.
pub struct Error(Box<ErrorKind>);

impl Error {
    /// What went wrong, and where.
    #[must_use]
    pub fn kind(&self) -> &ErrorKind {
        &self.0
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl From<ErrorKind> for Error {
    // Errors are made off the parser's hot paths: not inlined into them.
    #[inline(never)]
    fn from(kind: ErrorKind) -> Self {
        Self(Box::new(kind))
    }
}

/// What a parsing error is (upstream's `Error`).
#[derive(Debug)]
pub enum ErrorKind {
    /// When it expected a certain kind of token, but got another as part of something
    Expected {
        /// The token(s) that were expected.
        expected: Box<[String]>,

        /// The token that was not expected.
        found: Box<str>,

        /// The parsing context in which the error occurred.
        context: &'static str,

        /// Position of the source code where the error occurred.
        span: Span,
    },

    /// When a token is unexpected
    Unexpected {
        /// The error message.
        message: Box<str>,

        /// The token that was not expected.
        found: Box<str>,

        /// Position of the source code where the error occurred.
        span: Span,
    },

    /// When there is an abrupt end to the parsing
    AbruptEnd,

    /// A lexing error.
    Lex {
        /// The error that occurred during lexing.
        err: LexError,
    },

    /// A scope analysis error.
    ScopeAnalysis {
        /// The error that occurred during scope analysis.
        err: &'static str,
    },

    /// Catch all General Error
    General {
        /// The error message.
        message: Box<str>,

        /// Position of the source code where the error occurred.
        position: Position,
    },
}

impl Error {
    /// Creates an `Expected` parsing error.
    pub(crate) fn expected<E, F>(expected: E, found: F, span: Span, context: &'static str) -> Self
    where
        E: Into<Box<[String]>>,
        F: Into<Box<str>>,
    {
        let expected = expected.into();
        debug_assert_ne!(expected.len(), 0);

        ErrorKind::Expected {
            expected,
            found: found.into(),
            span,
            context,
        }
        .into()
    }

    /// Creates an `Unexpected` parsing error.
    pub(crate) fn unexpected<F, C>(found: F, span: Span, message: C) -> Self
    where
        F: Into<Box<str>>,
        C: Into<Box<str>>,
    {
        ErrorKind::Unexpected {
            found: found.into(),
            span,
            message: message.into(),
        }
        .into()
    }

    /// Creates a `ScopeAnalysis` parsing error.
    pub(crate) fn scope_analysis(err: &'static str) -> Self {
        ErrorKind::ScopeAnalysis { err }.into()
    }

    /// Creates a "general" parsing error.
    pub(crate) fn general<S, P>(message: S, position: P) -> Self
    where
        S: Into<Box<str>>,
        P: Into<Position>,
    {
        ErrorKind::General {
            message: message.into(),
            position: position.into(),
        }
        .into()
    }

    /// Creates a "general" parsing error with the specific error message for a misplaced function declaration.
    pub(crate) fn misplaced_function_declaration(position: Position, strict: bool) -> Self {
        ErrorKind::General {
            message: format!(
                "{}functions can only be declared at the top level or inside a block.",
                if strict { "in strict mode code, " } else { "" }
            )
            .into(),
            position,
        }
        .into()
    }

    /// Creates a "general" parsing error with the specific error message for a wrong function declaration with label.
    pub(crate) fn wrong_labelled_function_declaration(position: Position) -> Self {
        ErrorKind::General {
            message: "labelled functions can only be declared at the top level or inside a block"
                .into(),
            position,
        }
        .into()
    }

    /// Creates a parsing error from a lexing error.
    pub(crate) fn lex(e: LexError) -> Self {
        ErrorKind::Lex { err: e }.into()
    }

    /// Creates an `AbruptEnd` parsing error.
    pub(crate) fn abrupt_end() -> Self {
        ErrorKind::AbruptEnd.into()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Expected {
                expected,
                found,
                span,
                context,
            } => {
                write!(f, "expected ")?;
                match &**expected {
                    [single] => write!(f, "token '{single}'")?,
                    expected => {
                        write!(f, "one of ")?;
                        for (i, token) in expected.iter().enumerate() {
                            let prefix = if i == 0 {
                                ""
                            } else if i == expected.len() - 1 {
                                " or "
                            } else {
                                ", "
                            };
                            write!(f, "{prefix}'{token}'")?;
                        }
                    }
                }
                // An `Expected` error always has its context (upstream reads it through
                // `ErrorContext::context`, which is `Some` for this variant).
                write!(
                    f,
                    ", got '{found}' in {context} at line {}, col {}",
                    span.start().line_number(),
                    span.start().column_number()
                )
            }
            Self::Unexpected {
                found,
                span,
                message,
            } => write!(
                f,
                "unexpected token '{found}', {message} at line {}, col {}",
                span.start().line_number(),
                span.start().column_number()
            ),
            Self::AbruptEnd => f.write_str("abrupt end"),
            Self::General { message, position } => write!(
                f,
                "{message} at line {}, col {}",
                position.line_number(),
                position.column_number()
            ),
            Self::Lex { err } => err.fmt(f),
            Self::ScopeAnalysis { err } => write!(f, "invalid scope analysis: {err}"),
        }
    }
}

impl std::error::Error for Error {}

impl std::error::Error for ErrorKind {}
