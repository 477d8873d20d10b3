//! codemode patch: the stacks the parser builds its lists on, kept between parses.
//!
//! A statement list, an argument list, an array literal and an object literal each collected
//! their items in a `Vec` of their own: its first push allocated room for the usual list, and
//! the finished list was then copied into an allocation of its exact length, two allocations
//! and a free per list (the AST's conversion to a boxed slice would otherwise shrink it with
//! `realloc`, which never uses glibc's per-thread cache of small blocks and took about 400
//! machine instructions a call). Here every list of a kind is built on one stack: a list
//! pushes its items above the stack's length when it began (lists nested inside it push and
//! take theirs above those) and takes them off as one exactly sized `Vec` when it ends, a
//! single allocation. A caller that parses many sources keeps the stacks
//! ([`crate::Parser::swap_list_scratch`]), so their room is not grown again by every parse.
//!
//! A parse that fails leaves the items of its unfinished lists on the stacks (the parser never
//! resumes after an error); [`ListScratch::reset`] drops them when the stacks are handed back.

use boa_ast::{Expression, StatementListItem, expression::literal::PropertyDefinition};

/// Stack room kept for the next parse, in items per stack: past it a stack is freed (a large
/// program's lists are not held for the small ones after it).
const KEEP_ITEMS: usize = 128;

/// The parser's list stacks (codemode patch). Empty between parses; see the module docs.
#[derive(Debug, Default)]
pub struct ListScratch {
    /// Items of the statement lists being parsed.
    pub(crate) items: Vec<StatementListItem>,
    /// Arguments of the argument lists being parsed.
    pub(crate) arguments: Vec<Expression>,
    /// Elements of the array literals being parsed (`None` for a hole).
    pub(crate) elements: Vec<Option<Expression>>,
    /// Properties of the object literals being parsed.
    pub(crate) properties: Vec<PropertyDefinition>,
}

impl ListScratch {
    /// Empties the stacks (dropping what a failed parse left on them), and frees a stack that
    /// grew past [`KEEP_ITEMS`]. After a parse that succeeded there is nothing to do: one test.
    pub(crate) fn reset(&mut self) {
        let left =
            self.items.len() | self.arguments.len() | self.elements.len() | self.properties.len();
        let room = self
            .items
            .capacity()
            .max(self.arguments.capacity())
            .max(self.elements.capacity())
            .max(self.properties.capacity());
        if left != 0 || room > KEEP_ITEMS {
            std::hint::cold_path();
            reset(&mut self.items);
            reset(&mut self.arguments);
            reset(&mut self.elements);
            reset(&mut self.properties);
        }
    }
}

fn reset<T>(stack: &mut Vec<T>) {
    if stack.capacity() > KEEP_ITEMS {
        *stack = Vec::new();
    } else {
        stack.clear();
    }
}

/// The items pushed onto `stack` since it was `start` long, taken off it as a list of its own
/// with no spare room (so turning it into a boxed slice does not reallocate): one allocation
/// and one copy (`split_off` allocates exactly what it takes, since Rust 1.77 even from 0; a
/// `drain(start..).collect()` moved the items one by one and brought `Drain`'s drop code).
#[inline]
pub(crate) fn take_list<T>(stack: &mut Vec<T>, start: usize) -> Vec<T> {
    stack.split_off(start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Parser, Source};
    use boa_interner::Interner;

    fn is_empty(lists: &ListScratch) -> bool {
        lists.items.is_empty()
            && lists.arguments.is_empty()
            && lists.elements.is_empty()
            && lists.properties.is_empty()
    }

    /// A failed parse leaves its unfinished lists on the stacks; they are gone when the stacks
    /// are handed back, and a parse on kept stacks builds the tree a fresh parser builds.
    #[test]
    fn kept_stacks_come_back_empty_and_give_the_same_trees() {
        let mut interner = Interner::default();
        let mut kept = None;
        let sources = [
            ("f(1, [2, , ...x, {a: 3, b: [4, g(5, ", false),
            (
                "{ let a = f(1, [2, , ...x], {a: 3, b: [4]}); }\nh({ c: [] }, ...[k]);",
                true,
            ),
        ];
        for (source, parses) in sources {
            let mut parser = Parser::new(Source::from_bytes(source));
            parser.swap_list_scratch(&mut kept);
            let body = parser.parse_function_body(&mut interner, false, true);
            parser.swap_list_scratch(&mut kept);
            assert_eq!(body.is_ok(), parses, "{source}");
            assert!(
                is_empty(kept.as_deref().expect("the parse made stacks")),
                "{source}"
            );
            if let Ok(body) = body {
                let mut fresh = Parser::new(Source::from_bytes(source));
                let expected = fresh.parse_function_body(&mut interner, false, true);
                assert_eq!(
                    format!("{body:?}"),
                    format!("{:?}", expected.expect("parses"))
                );
            }
        }
    }

    #[test]
    fn a_list_takes_only_its_own_items_and_the_room_is_bounded() {
        let mut stack = vec![1, 2, 3];
        let outer = stack.len();
        stack.extend([4, 5]);
        let inner = stack.len();
        stack.push(6);
        let taken = take_list(&mut stack, inner);
        assert_eq!(taken, [6]);
        assert_eq!(taken.capacity(), 1);
        assert_eq!(take_list(&mut stack, outer), [4, 5]);
        assert_eq!(stack, [1, 2, 3]);
        // The outermost list too gets an allocation of its own length; the stack keeps its room.
        let room = stack.capacity();
        let all = take_list(&mut stack, 0);
        assert_eq!((all.len(), all.capacity()), (3, 3));
        assert_eq!((stack.len(), stack.capacity()), (0, room));

        let mut lists = ListScratch::default();
        let at = boa_ast::Position::new(1, 1);
        let this = boa_ast::expression::This::new(boa_ast::Span::new(at, at));
        lists.arguments.push(Expression::This(this));
        lists.properties.reserve(KEEP_ITEMS + 1);
        lists.reset();
        assert!(lists.arguments.is_empty());
        assert!(lists.arguments.capacity() > 0, "small room is kept");
        assert_eq!(lists.properties.capacity(), 0, "large room is freed");
    }
}
