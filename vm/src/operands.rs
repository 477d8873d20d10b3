//! In-place operand stack helpers for the dispatch loop: numbers are read where they lie and
//! written with one 16-byte store, so hot handlers never move whole values through memory.

use crate::value::Value;

/// The top two stack values as numbers, read where they lie. Matching through references loads
/// each tag and payload on its own; popping whole 16-byte values first makes the compiler move
/// them through a vector register and a stack spill, which dominated the arithmetic handlers.
#[inline(always)]
pub(crate) fn top2_numbers(stack: &[Value]) -> Option<(f64, f64)> {
    match stack {
        [.., Value::Number(x), Value::Number(y)] => Some((*x, *y)),
        _ => None,
    }
}

/// The top stack value as a number, read in place (see [`top2_numbers`]).
#[inline(always)]
pub(crate) fn top_number(stack: &[Value]) -> Option<f64> {
    match stack {
        [.., Value::Number(x)] => Some(*x),
        _ => None,
    }
}

/// Replaces the top two stack values with `v` (the caller checked there are two).
#[inline(always)]
pub(crate) fn replace_top2(stack: &mut Vec<Value>, v: Value) {
    let n = stack.len();
    stack[n - 2] = v;
    stack.truncate(n - 1);
}

/// Replaces the top stack value with `v` (the caller checked there is one).
#[inline(always)]
pub(crate) fn replace_top(stack: &mut [Value], v: Value) {
    if let Some(t) = stack.last_mut() {
        *t = v;
    }
}

/// Pushes the number `x` (its final write is one 16-byte store, see `store_number`).
#[inline(always)]
pub(crate) fn push_number(stack: &mut Vec<Value>, x: f64) {
    stack.push(Value::Undefined);
    if let Some(t) = stack.last_mut() {
        crate::value::store_number(t, x);
    }
}

/// Replaces the top two stack values with the number `x` (the caller checked there are two).
#[inline(always)]
pub(crate) fn replace_top2_number(stack: &mut Vec<Value>, x: f64) {
    let n = stack.len();
    crate::value::store_number(&mut stack[n - 2], x);
    stack.truncate(n - 1);
}

/// Replaces the top stack value with the number `x` (the caller checked there is one).
#[inline(always)]
pub(crate) fn replace_top_number(stack: &mut [Value], x: f64) {
    if let Some(t) = stack.last_mut() {
        crate::value::store_number(t, x);
    }
}

/// A binary arithmetic handler: the numeric fast path in place, else the generic operator.
macro_rules! bin_arith {
    ($self:ident, $op:expr, |$x:ident, $y:ident| $fast:expr) => {{
        if let Some(($x, $y)) = crate::operands::top2_numbers(&$self.stack) {
            // Inline, not through a function pointer: this is the hot path.
            crate::operands::replace_top2_number(&mut $self.stack, $fast);
            Ok(())
        } else {
            let b = $self.stack.pop().unwrap_or(Value::Undefined);
            let a = $self.stack.pop().unwrap_or(Value::Undefined);
            $self.op_arith($op, a, b).map(|v| $self.stack.push(v))
        }
    }};
}
