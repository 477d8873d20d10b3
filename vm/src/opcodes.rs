//! The one table of opcodes. Everything else — the `Op` enum, names, stack effects, jump targets,
//! and the disassembler's operand printing — is generated from it.

use crate::atoms::Atom;

/// A local variable slot in the current frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot(pub u16);
/// Index into the program's constant pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstIdx(pub u32);
/// Index of a function within its program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FuncIdx(pub u32);
/// A jump target: an instruction index within the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label(pub u32);

/// A jump target in a fused instruction with no room for a [`Label`]: an instruction index
/// below 65,536 (the peephole pass fuses only targets that fit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShortLabel(pub u16);

/// Opcode flags: how control leaves the instruction.
pub mod opflags {
    /// Falls through to the next instruction.
    pub const NONE: u8 = 0;
    /// Always jumps to `target`.
    pub const JUMP: u8 = 1;
    /// May jump to `target` or fall through.
    pub const BRANCH: u8 = 2;
    /// Never falls through (return/throw).
    pub const TERMINATES: u8 = 4;
    /// May suspend the coroutine.
    pub const SUSPENDS: u8 = 8;
    /// A branch that keeps its operand when it jumps: the stack effect is the fall-through
    /// path's, and the target sees one value more (`a || b` keeps `a` as the result).
    pub const KEEPS_ON_JUMP: u8 = 16;
}

macro_rules! opcodes {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident { $($field:ident : $ty:ty),* } ($pops:expr, $pushes:expr) $flags:expr;
    )*) => {
        /// A pattern matching every instruction. The inner tier ends its `match` with it
        /// instead of `_`, so that the `match` is exhaustive and its jump table needs no
        /// bounds check (2 machine instructions on every dispatch).
        macro_rules! any_op {
            () => { $( $crate::opcodes::Op::$name { .. } )|* };
        }
        pub(crate) use any_op;

        /// One VM instruction (8 bytes: an opcode tag and typed operands). Operand meanings are
        /// in each opcode's doc line and stack picture.
        #[allow(missing_docs)]
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub enum Op {
            $( $(#[doc = $doc])* $name { $($field: $ty),* }, )*
        }

        impl Op {
            /// The opcode's name, as the disassembler prints it.
            pub fn name(&self) -> &'static str {
                match self { $( Op::$name { .. } => stringify!($name), )* }
            }

            /// (values popped, values pushed).
            #[allow(unused_variables)]
            pub fn stack_effect(&self) -> (i32, i32) {
                match *self { $( Op::$name { $($field),* } => ($pops, $pushes), )* }
            }

            /// [`Op::stack_effect`], [`Op::flags`], [`Op::target`] and, last, one past the
            /// highest local slot the instruction names (0 when it names none; see
            /// [`Op::each_local`]), from one `match`: the load-time check asks all four of
            /// every instruction of every fresh program.
            #[allow(unused_variables)]
            pub fn shape(&self) -> (i32, i32, u8, Option<u32>, u32) {
                match *self {
                    $( Op::$name { $($field),* } => (
                        $pops,
                        $pushes,
                        $flags,
                        None $( .or(OperandKind::label(&$field)) )*,
                        0u32 $( .max(
                            OperandKind::local_slot(&$field, stringify!($field))
                                .map_or(0, |s| s + 1)
                        ) )*,
                    ), )*
                }
            }

            /// Control-flow flags from [`opflags`].
            #[inline]
            pub fn flags(&self) -> u8 {
                match self { $( Op::$name { .. } => $flags, )* }
            }

            /// One-line meaning of the opcode (its doc comment).
            pub fn doc(&self) -> &'static str {
                match self { $( Op::$name { .. } => concat!($($doc),*), )* }
            }

            /// Calls `f` with every local slot the instruction reads or writes (its `Slot`
            /// operands and the fused instructions' `u8` slots). The load-time check takes
            /// only the highest, from [`Op::shape`].
            #[allow(unused_variables, unused_mut)]
            pub fn each_local(&self, mut f: impl FnMut(u32)) {
                match *self {
                    $( Op::$name { $($field),* } => {
                        $( if let Some(s) = OperandKind::local_slot(&$field, stringify!($field)) {
                            f(s)
                        } )*
                    } )*
                }
            }

            /// The instruction's jump target, if it has one.
            #[allow(unused_variables)]
            pub fn target(&self) -> Option<u32> {
                match *self {
                    $( Op::$name { $($field),* } => {
                        None $( .or(OperandKind::label(&$field)) )*
                    } )*
                }
            }

            /// The operands, formatted for the disassembler.
            #[allow(unused_mut, unused_variables, clippy::vec_init_then_push)]
            pub fn operands(&self) -> Vec<(&'static str, String)> {
                match self {
                    $( Op::$name { $($field),* } => {
                        let mut v = Vec::new();
                        $( v.push((stringify!($field), operand_text($field as &dyn OperandText))); )*
                        v
                    } )*
                }
            }
        }
    };
}

/// Operand formatting for the disassembler.
pub trait OperandText {
    /// The operand as text.
    fn text(&self) -> String;
}
fn operand_text(o: &dyn OperandText) -> String {
    o.text()
}
impl OperandText for Slot {
    fn text(&self) -> String {
        format!("${}", self.0)
    }
}
impl OperandText for ConstIdx {
    fn text(&self) -> String {
        format!("#{}", self.0)
    }
}
impl OperandText for FuncIdx {
    fn text(&self) -> String {
        format!("fn{}", self.0)
    }
}
impl OperandText for Label {
    fn text(&self) -> String {
        format!("@{}", self.0)
    }
}
impl OperandText for ShortLabel {
    fn text(&self) -> String {
        format!("@{}", self.0)
    }
}
impl OperandText for Atom {
    fn text(&self) -> String {
        format!("atom{}", self.0)
    }
}
impl OperandText for u8 {
    fn text(&self) -> String {
        self.to_string()
    }
}
impl OperandText for u16 {
    fn text(&self) -> String {
        self.to_string()
    }
}
impl OperandText for u32 {
    fn text(&self) -> String {
        self.to_string()
    }
}
impl OperandText for i32 {
    fn text(&self) -> String {
        self.to_string()
    }
}

/// What an operand is, for the load-time check ([`Op::shape`]) and [`Op::each_local`],
/// [`Op::target`].
pub trait OperandKind {
    /// The local slot this operand names, if it names one (`field` is the operand's name).
    fn local_slot(&self, _field: &str) -> Option<u32> {
        None
    }
    /// The instruction index this operand jumps to, if it is a jump target.
    fn label(&self) -> Option<u32> {
        None
    }
}
impl OperandKind for Slot {
    fn local_slot(&self, _field: &str) -> Option<u32> {
        Some(u32::from(self.0))
    }
}
impl OperandKind for u8 {
    /// The fused comparisons keep their slots in a byte: `slot`, `obj`, or `a` and `b`.
    fn local_slot(&self, field: &str) -> Option<u32> {
        matches!(field, "slot" | "obj" | "a" | "b").then_some(u32::from(*self))
    }
}
impl OperandKind for Label {
    fn label(&self) -> Option<u32> {
        Some(self.0)
    }
}
impl OperandKind for ShortLabel {
    fn label(&self) -> Option<u32> {
        Some(u32::from(self.0))
    }
}
impl OperandKind for ConstIdx {}
impl OperandKind for FuncIdx {}
impl OperandKind for Atom {}
impl OperandKind for u16 {}
impl OperandKind for u32 {}
impl OperandKind for i32 {}

use opflags::*;

opcodes! {
    /// Push `undefined`. Stack: -> undefined
    Undefined {} (0, 1) NONE;
    /// Push `null`. Stack: -> null
    Null {} (0, 1) NONE;
    /// Push `true`. Stack: -> true
    True {} (0, 1) NONE;
    /// Push `false`. Stack: -> false
    False {} (0, 1) NONE;
    /// Push the internal hole marker (array holes). Stack: -> <empty>
    PushEmpty {} (0, 1) NONE;
    /// Push a small integer. Stack: -> n
    Int { value: i32 } (0, 1) NONE;
    /// Push a constant (number or string). Stack: -> c
    Const { idx: ConstIdx } (0, 1) NONE;
    /// Discard the top value. Stack: v ->
    Pop {} (1, 0) NONE;
    /// Duplicate the top value. Stack: v -> v v
    Dup {} (1, 2) NONE;
    /// Duplicate the top two values. Stack: a b -> a b a b
    Dup2 {} (2, 4) NONE;
    /// Swap the top two values. Stack: a b -> b a
    Swap {} (2, 2) NONE;
    /// Rotate the top three values. Stack: a b c -> c a b
    Rot3 {} (3, 3) NONE;
    /// Load a local slot. Stack: -> v
    GetLocal { slot: Slot } (0, 1) NONE;
    /// Fused `GetLocal a; GetLocal b` (a call's arguments, an array's items). Stack: -> a b
    GetLocal2 { a: Slot, b: Slot } (0, 2) NONE;
    /// Load a `let`/`const` slot, throwing ReferenceError in its dead zone. Stack: -> v
    GetLocalChecked { slot: Slot, name: Atom } (0, 1) NONE;
    /// Store into a local slot. Stack: v ->
    SetLocal { slot: Slot } (1, 0) NONE;
    /// Assign a `let` slot, throwing ReferenceError in its dead zone. Stack: v ->
    SetLocalChecked { slot: Slot, name: Atom } (1, 0) NONE;
    /// Put a slot into its dead zone (block entry). Stack: ->
    InitEmpty { slot: Slot } (0, 0) NONE;
    /// Give a slot a fresh closure cell, in its dead zone. Stack: ->
    NewCell { slot: Slot } (0, 0) NONE;
    /// Replace a slot's cell with a fresh copy (per-iteration loop bindings). Stack: ->
    FreshCell { slot: Slot } (0, 0) NONE;
    /// Load through the cell in a slot. Stack: -> v
    GetCell { slot: Slot } (0, 1) NONE;
    /// Load through the cell in a slot, throwing in its dead zone. Stack: -> v
    GetCellChecked { slot: Slot, name: Atom } (0, 1) NONE;
    /// Store through the cell in a slot (initialisation). Stack: v ->
    SetCell { slot: Slot } (1, 0) NONE;
    /// Assign through the cell in a slot, throwing in its dead zone. Stack: v ->
    SetCellChecked { slot: Slot, name: Atom } (1, 0) NONE;
    /// Load a captured variable. Stack: -> v
    GetCapture { idx: u16 } (0, 1) NONE;
    /// Load a captured `let`/`const`, throwing in its dead zone. Stack: -> v
    GetCaptureChecked { idx: u16, name: Atom } (0, 1) NONE;
    /// Assign a captured variable. Stack: v ->
    SetCapture { idx: u16 } (1, 0) NONE;
    /// Assign a captured `let`, throwing in its dead zone. Stack: v ->
    SetCaptureChecked { idx: u16, name: Atom } (1, 0) NONE;
    /// Load a global, throwing ReferenceError if it does not exist. Stack: -> v
    GetGlobal { name: Atom } (0, 1) NONE;
    /// `typeof` of a global that may not exist. Stack: -> type
    TypeofGlobal { name: Atom } (0, 1) NONE;
    /// Assign a global. Stack: v ->
    SetGlobal { name: Atom } (1, 0) NONE;
    /// Load a self-hosting intrinsic (prelude code only). Stack: -> v
    LoadIntrinsic { name: Atom } (0, 1) NONE;
    /// Push the frame's `this`. Stack: -> this
    This {} (0, 1) NONE;
    /// Push the running closure (a named function expression's own name). Stack: -> f
    Callee {} (0, 1) NONE;
    /// `a + b`. Stack: a b -> r
    Add {} (2, 1) NONE;
    /// `a - b`. Stack: a b -> r
    Sub {} (2, 1) NONE;
    /// `a * b`. Stack: a b -> r
    Mul {} (2, 1) NONE;
    /// `a / b`. Stack: a b -> r
    Div {} (2, 1) NONE;
    /// `a % b`. Stack: a b -> r
    Mod {} (2, 1) NONE;
    /// `a ** b`. Stack: a b -> r
    Exp {} (2, 1) NONE;
    /// `a & b`. Stack: a b -> r
    BitAnd {} (2, 1) NONE;
    /// `a | b`. Stack: a b -> r
    BitOr {} (2, 1) NONE;
    /// `a ^ b`. Stack: a b -> r
    BitXor {} (2, 1) NONE;
    /// `a << b`. Stack: a b -> r
    Shl {} (2, 1) NONE;
    /// `a >> b`. Stack: a b -> r
    Shr {} (2, 1) NONE;
    /// `a >>> b`. Stack: a b -> r
    UShr {} (2, 1) NONE;
    /// `a == b`. Stack: a b -> bool
    Eq {} (2, 1) NONE;
    /// `a != b`. Stack: a b -> bool
    Ne {} (2, 1) NONE;
    /// `a === b`. Stack: a b -> bool
    StrictEq {} (2, 1) NONE;
    /// `a !== b`. Stack: a b -> bool
    StrictNe {} (2, 1) NONE;
    /// `a < b`. Stack: a b -> bool
    Lt {} (2, 1) NONE;
    /// `a > b`. Stack: a b -> bool
    Gt {} (2, 1) NONE;
    /// `a <= b`. Stack: a b -> bool
    Le {} (2, 1) NONE;
    /// `a >= b`. Stack: a b -> bool
    Ge {} (2, 1) NONE;
    /// `key in obj`. Stack: key obj -> bool
    In {} (2, 1) NONE;
    /// `v instanceof C`. Stack: v C -> bool
    InstanceOf {} (2, 1) NONE;
    /// Unary minus. Stack: v -> -v
    Neg {} (1, 1) NONE;
    /// Unary plus (ToNumber). Stack: v -> n
    ToNumber {} (1, 1) NONE;
    /// The key of a read-modify-write element access, converted once: a nullish object throws
    /// first, then an object key becomes a primitive. Stack: obj key -> obj key
    ToElemKey {} (2, 2) NONE;
    /// Logical not. Stack: v -> bool
    Not {} (1, 1) NONE;
    /// Bitwise not. Stack: v -> n
    BitNot {} (1, 1) NONE;
    /// `typeof v`. Stack: v -> string
    Typeof {} (1, 1) NONE;
    /// Add one (after ToNumber). Stack: v -> v+1
    Inc {} (1, 1) NONE;
    /// Subtract one (after ToNumber). Stack: v -> v-1
    Dec {} (1, 1) NONE;
    /// ToString for template literals: objects convert here (their `toString` runs in order);
    /// primitives are left for `Concat`, which converts them without a heap string.
    /// Stack: v -> string or primitive
    ToStr {} (1, 1) NONE;
    /// A template literal's parts joined into one string, built with one allocation.
    /// Stack: v1 .. vn -> string
    Concat { n: u16 } (n as i32, 1) NONE;
    /// Jump. Stack: ->
    Jump { target: Label } (0, 0) JUMP;
    /// Jump if falsy. Stack: v ->
    JumpIfFalse { target: Label } (1, 0) BRANCH;
    /// Jump if truthy. Stack: v ->
    JumpIfTrue { target: Label } (1, 0) BRANCH;
    /// Jump if null or undefined. Stack: v ->
    JumpIfNullish { target: Label } (1, 0) BRANCH;
    /// Jump unless null or undefined. Stack: v ->
    JumpIfNotNullish { target: Label } (1, 0) BRANCH;
    /// Jump unless undefined (default values). Stack: v ->
    JumpIfNotUndefined { target: Label } (1, 0) BRANCH;
    /// New empty object. Stack: -> obj
    NewObject {} (0, 1) NONE;
    /// New RegExp from a literal (compiled once per execution, then cached). Stack: source flags -> re
    NewRegExp {} (2, 1) NONE;
    /// New empty array with reserved capacity. Stack: -> arr
    NewArray { cap: u32 } (0, 1) NONE;
    /// Append to an array under construction. Stack: arr v -> arr
    ArrayPush {} (2, 1) NONE;
    /// Append every element of an iterable. Stack: arr iterable -> arr
    ArraySpread {} (2, 1) NONE;
    /// Define a named property on an object literal. Stack: obj v -> obj
    InitProp { name: Atom } (2, 1) NONE;
    /// Define a computed property on an object literal. Stack: obj key v -> obj
    InitElem {} (3, 1) NONE;
    /// Copy own enumerable properties (`{...src}`; null/undefined copy nothing). Stack: obj src -> obj
    ObjectSpread {} (2, 1) NONE;
    /// Object rest: copy all own enumerable properties except n keys. Stack: src k1..kn -> obj
    ObjectRest { n: u16 } (n as i32 + 1, 1) NONE;
    /// Read a named property. Stack: obj -> v
    GetProp { name: Atom } (1, 1) NONE;
    /// Write a named property. Stack: obj v -> v
    SetProp { name: Atom } (2, 1) NONE;
    /// Read a computed property. Stack: obj key -> v
    GetElem {} (2, 1) NONE;
    /// Write a computed property. Stack: obj key v -> v
    SetElem {} (3, 1) NONE;
    /// Read a method, keeping the receiver. Stack: obj -> f obj
    GetMethod { name: Atom } (1, 2) NONE;
    /// Read a computed method, keeping the receiver. Stack: obj key -> f obj
    GetMethodElem {} (2, 2) NONE;
    /// `delete obj.name`. Stack: obj -> bool
    DeleteProp { name: Atom } (1, 1) NONE;
    /// `delete obj[key]`. Stack: obj key -> bool
    DeleteElem {} (2, 1) NONE;
    /// Create a closure over the current frame. Stack: -> f
    Closure { func: FuncIdx } (0, 1) NONE;
    /// Call. Stack: f this a1..an -> r
    Call { argc: u16 } (argc as i32 + 2, 1) NONE;
    /// `local.push(v)`, for a `v` the compiler proved runs none of the program's code and
    /// writes nothing (after a `RequireLocal` when making it may throw), so reading the method
    /// after `v` is made, not before, changes nothing: a plain array's `push` in line,
    /// anything else as `GetLocalMethod push` then `Call 1`. Stack: v -> r
    PushToLocal { slot: Slot } (1, 1) NONE;
    /// Throws what reading `name` from the local throws when it is `null` or `undefined`
    /// (before a `PushToLocal` value that may throw itself), else nothing. Stack: ->
    RequireLocal { slot: Slot, name: Atom } (0, 0) NONE;
    /// Call with an argument array (spread calls). Stack: f this args -> r
    CallSpread {} (3, 1) NONE;
    /// `new`. Stack: C a1..an -> obj
    New { argc: u16 } (argc as i32 + 1, 1) NONE;
    /// `new` with an argument array. Stack: C args -> obj
    NewSpread {} (2, 1) NONE;
    /// Return from the function. Stack: v ->
    Return {} (1, 0) TERMINATES;
    /// Suspend until a promise settles. Stack: v -> result
    Await {} (1, 1) SUSPENDS;
    /// Throw. Stack: v ->
    Throw {} (1, 0) TERMINATES;
    /// Throw a new error of a kind (0 TypeError, 1 ReferenceError, 2 SyntaxError) with a constant message. Stack: ->
    ThrowError { kind: u8, msg: ConstIdx } (0, 0) TERMINATES;
    /// Start iterating (arrays, strings, Map, Set, iterators). Stack: v -> iter
    GetIter {} (1, 1) NONE;
    /// Step an iterator. Stack: iter -> iter value done
    IterNext {} (1, 3) NONE;
    /// Collect the rest of an iterator. Stack: iter -> iter arr
    IterRest {} (1, 2) NONE;
    /// An array pattern of `n` plain names (`const [a, b] = v`): the first `n` values an
    /// iteration of `v` gives, `undefined` past its end, the first on top; no iterator is made
    /// for an array. Stack: v -> v[n-1] ... v[0]
    Unpack { n: u16 } (1, n as i32) NONE;
    /// Iterator over enumerable string keys (`for...in`). Stack: obj -> iter
    ForInIter {} (1, 1) NONE;
    /// Call a host tool by dotted path constant. Stack: input -> promise
    ToolCall { path: ConstIdx } (1, 1) NONE;
    /// No operation (patched-out code).
    Nop {} (0, 0) NONE;
    /// Fused `Int value; Add`. Stack: a -> a+value
    AddInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; Sub`. Stack: a -> a-value
    SubInt { value: i32 } (1, 1) NONE;
    /// Fused `Add; OrInt 0`: `(a + b) | 0`, the integer-addition idiom. Stack: a b -> r
    AddInt32 {} (2, 1) NONE;
    /// Fused `Int value; Mul` (`a * value`). Stack: a -> r
    MulInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; Div` (`a / value`). Stack: a -> r
    DivInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; Mod` (`a % value`). Stack: a -> r
    ModInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; Exp` (`a ** value`). Stack: a -> r
    ExpInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; BitAnd` (`a & value`). Stack: a -> r
    AndInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; BitOr` (`a | value`). Stack: a -> r
    OrInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; BitXor` (`a ^ value`). Stack: a -> r
    XorInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; Shl` (`a << value`). Stack: a -> r
    ShlInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; Shr` (`a >> value`). Stack: a -> r
    ShrInt { value: i32 } (1, 1) NONE;
    /// Fused `Int value; UShr` (`a >>> value`). Stack: a -> r
    UShrInt { value: i32 } (1, 1) NONE;
    /// Fused `Lt; JumpIfFalse`. Stack: a b ->
    JumpIfNotLt { target: Label } (2, 0) BRANCH;
    /// Fused `Le; JumpIfFalse`. Stack: a b ->
    JumpIfNotLe { target: Label } (2, 0) BRANCH;
    /// Fused `Gt; JumpIfFalse`. Stack: a b ->
    JumpIfNotGt { target: Label } (2, 0) BRANCH;
    /// Fused `Ge; JumpIfFalse`. Stack: a b ->
    JumpIfNotGe { target: Label } (2, 0) BRANCH;
    /// Fused `GetLocal slot; GetProp name`. Stack: -> v
    GetLocalProp { slot: Slot, name: Atom } (0, 1) NONE;
    /// Fused statement `slot++` / `slot += 1` on a plain local: ToNumber, add one, store. Stack: ->
    IncLocal { slot: Slot } (0, 0) NONE;
    /// Fused statement `slot--` on a plain local. Stack: ->
    DecLocal { slot: Slot } (0, 0) NONE;
    /// Fused `GetLocal slot; Int value; Mul` (`slot * value`). Stack: -> r
    LocalMulInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Div` (`slot / value`). Stack: -> r
    LocalDivInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Mod` (`slot % value`). Stack: -> r
    LocalModInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Exp` (`slot ** value`). Stack: -> r
    LocalExpInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; BitAnd` (`slot & value`). Stack: -> r
    LocalAndInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; BitOr` (`slot | value`). Stack: -> r
    LocalOrInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; BitXor` (`slot ^ value`). Stack: -> r
    LocalXorInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Shl` (`slot << value`). Stack: -> r
    LocalShlInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Shr` (`slot >> value`). Stack: -> r
    LocalShrInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; UShr` (`slot >>> value`). Stack: -> r
    LocalUShrInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Add`. Stack: -> r
    LocalAddInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// Fused `GetLocal slot; Int value; Sub` (`n - 1`). Stack: -> r
    LocalSubInt { slot: Slot, value: i32 } (0, 1) NONE;
    /// `slot + b`, fused from `GetLocal slot; <b>; Add` when evaluating `b` cannot write the
    /// local (an uncaptured, initialised one), so reading it after `b` reads the same value:
    /// `s + x * y`, and `s += e`'s read. Stack: b -> slot+b
    AddLocal { slot: Slot } (1, 1) NONE;
    /// Fused `AddLocal slot; SetLocal slot`: the statement `slot += b` (or `slot = slot + b`)
    /// when `b` cannot write the local. Stack: b ->
    AddToLocal { slot: Slot } (1, 0) NONE;
    /// Fused `AddInt32; SetLocal slot`: the statement `slot = (a + b) | 0` (a hash's or a
    /// checksum's step). Stack: a b ->
    AddInt32ToLocal { slot: Slot } (2, 0) NONE;
    /// Fused `AddLocal slot; OrInt 0; SetLocal slot`: the statement `slot = (slot + b) | 0`
    /// when `b` cannot write the local. Stack: b ->
    AddToLocalInt32 { slot: Slot } (1, 0) NONE;
    /// Fused `GetLocal slot; Int value; JumpIfNotLt target` (a loop's test). Stack: ->
    JumpIfLocalNotLtInt { slot: u8, value: i32, target: ShortLabel } (0, 0) BRANCH;
    /// Fused `GetLocal slot; Int value; JumpIfNotLe target`. Stack: ->
    JumpIfLocalNotLeInt { slot: u8, value: i32, target: ShortLabel } (0, 0) BRANCH;
    /// Fused `GetLocal slot; Int value; JumpIfNotGt target`. Stack: ->
    JumpIfLocalNotGtInt { slot: u8, value: i32, target: ShortLabel } (0, 0) BRANCH;
    /// Fused `GetLocal slot; Int value; JumpIfNotGe target`. Stack: ->
    JumpIfLocalNotGeInt { slot: u8, value: i32, target: ShortLabel } (0, 0) BRANCH;
    /// Fused `IncLocal slot; Jump target` (a counting loop's back edge). Stack: ->
    IncLocalJump { slot: Slot, target: Label } (0, 0) JUMP;
    /// A counting loop's back edge and test in one (`for (...; i < 100; i++)`): fused from an
    /// `IncLocalJump slot` whose target is `JumpIfLocalNotLtInt slot value` exiting just after
    /// it. Adds one to the local (ToNumber first), then continues at `target` (the body, just
    /// after the test) while the local is below `value`, else falls through (the exit).
    /// Stack: ->
    IncJumpIfLtInt { slot: u8, value: i32, target: ShortLabel } (0, 0) BRANCH;
    /// A loop against a local's property (`for (...; i < a.length; i++)`, `i < opts.count`):
    /// fused from an `IncLocalJump slot` whose target is `GetLocal slot; GetLocalProp obj
    /// name; JumpIfNotLt` exiting just after it. Adds one to the local (ToNumber first), then
    /// continues at `target` (the body, just after the test) while the local is below
    /// `obj[name]` (read as `GetLocalProp` reads it; `name` is an atom id below 65,536), else
    /// falls through (the exit). Stack: ->
    IncJumpIfLtProp { slot: u8, obj: u8, name: u16, target: ShortLabel } (0, 0) BRANCH;
    /// A loop against another local (`for (...; i < n; i++)`): fused from an `IncLocalJump a`
    /// whose target is `JumpIfLocalsNotLt a b` exiting just after it, `b` another local. Adds
    /// one to local `a` (ToNumber first), then continues at `target` (the body, just after the
    /// test) while `a` is below `b`, else falls through (the exit). Stack: ->
    IncJumpIfLtLocals { a: u8, b: u8, target: ShortLabel } (0, 0) BRANCH;
    /// Fused `GetLocal slot; Undefined` (a function called with no receiver). Stack: -> f undefined
    GetLocalUndef { slot: Slot } (0, 2) NONE;
    /// Fused `GetCell slot; Undefined`. Stack: -> f undefined
    GetCellUndef { slot: Slot } (0, 2) NONE;
    /// Fused `GetCapture idx; Undefined`. Stack: -> f undefined
    GetCaptureUndef { idx: u16 } (0, 2) NONE;
    /// Fused `GetCaptureChecked idx name; Undefined`. Stack: -> f undefined
    GetCaptureCheckedUndef { idx: u16, name: Atom } (0, 2) NONE;
    /// Fused `Callee; Undefined` (a function calling itself by its own name). Stack: -> f undefined
    CalleeUndef {} (0, 2) NONE;
    /// Fused `GetLocal slot; Return`. Stack: ->
    ReturnLocal { slot: Slot } (0, 0) TERMINATES;
    /// Fused `GetLocal slot; ToNumber; Dup; Inc; SetLocal slot` (`slot++` whose value is used). Stack: -> old
    PostIncLocal { slot: Slot } (0, 1) NONE;
    /// Fused `GetLocal slot; ToNumber; Dup; Dec; SetLocal slot` (`slot--` whose value is used). Stack: -> old
    PostDecLocal { slot: Slot } (0, 1) NONE;
    /// Fused `GetLocal a; GetLocal b; JumpIfNotLt target`. Stack: ->
    JumpIfLocalsNotLt { a: u8, b: u8, target: Label } (0, 0) BRANCH;
    /// Fused `GetLocal a; GetLocal b; JumpIfNotLe target`. Stack: ->
    JumpIfLocalsNotLe { a: u8, b: u8, target: Label } (0, 0) BRANCH;
    /// Fused `GetLocal a; GetLocal b; JumpIfNotGt target`. Stack: ->
    JumpIfLocalsNotGt { a: u8, b: u8, target: Label } (0, 0) BRANCH;
    /// Fused `GetLocal a; GetLocal b; JumpIfNotGe target`. Stack: ->
    JumpIfLocalsNotGe { a: u8, b: u8, target: Label } (0, 0) BRANCH;
    /// Fused `GetLocal a; GetLocal b; In; JumpIfFalse target` (`if (k in o)`, and the hole
    /// test `i in o` of the self-hosted array methods): jumps unless local `a` is a key of
    /// local `b`. Stack: ->
    JumpIfLocalNotIn { a: u8, b: u8, target: Label } (0, 0) BRANCH;
    /// Fused `GetLocal obj; GetLocal key; GetElem`. Stack: -> obj[key]
    GetLocalElem { obj: Slot, key: Slot } (0, 1) NONE;
    /// Fused `SetElem; Pop` (an element assignment whose value is unused). Stack: obj key v ->
    SetElemPop {} (3, 0) NONE;
    /// Fused `SetProp name; Pop` (a property assignment whose value is unused). Stack: obj v ->
    SetPropPop { name: Atom } (2, 0) NONE;
    /// Fused `GetLocal slot; GetMethod name` (a method call on a local). Stack: -> f obj
    GetLocalMethod { slot: Slot, name: Atom } (0, 2) NONE;
    /// Fused `Dup; GetProp name` (the read of `o.name += v`, `o.name++`). Stack: o -> o o.name
    DupGetProp { name: Atom } (1, 2) NONE;
    /// Fused `Dup; JumpIfTrue target; Pop` (`a || b`): a truthy value stays as the result and
    /// control jumps; a falsy one is dropped. Stack: v -> v (jumps) or v -> (falls through)
    JumpIfTrueOrPop { target: Label } (1, 0) BRANCH | KEEPS_ON_JUMP;
    /// Fused `Dup; JumpIfFalse target; Pop` (`a && b`). Stack: v -> v (jumps) or v -> (falls through)
    JumpIfFalseOrPop { target: Label } (1, 0) BRANCH | KEEPS_ON_JUMP;
    /// Fused `Dup; JumpIfNotNullish target; Pop` (`a ?? b`). Stack: v -> v (jumps) or v -> (falls through)
    JumpIfNotNullishOrPop { target: Label } (1, 0) BRANCH | KEEPS_ON_JUMP;
}

/// The operator instructions with an integer constant on the right (`x * 7`, `i % 13`,
/// `h >>> 3`, `s | 0`), on the operand (`MulInt`) or on a local (`LocalMulInt`): one
/// instruction per operator, so the dispatch that picks the instruction picks the operation
/// too (a shared instruction with an operator code dispatched on it a second time, 7 machine
/// instructions of c_loop's 35 per bytecode instruction).
macro_rules! int_arith_table {
    ($($code:ident: $stack:ident, $local:ident;)*) => {
        impl Op {
            /// For an operator instruction with an integer constant: its `ops::arith_op` code,
            /// the constant, and the local slot of the `Local…Int` forms.
            pub fn int_arith(&self) -> Option<(u8, i32, Option<Slot>)> {
                use crate::ops::arith_op::*;
                match *self {
                    $(
                        Op::$stack { value } => Some(($code, value, None)),
                        Op::$local { slot, value } => Some(($code, value, Some(slot))),
                    )*
                    _ => None,
                }
            }

            /// The operator instruction for `ops::arith_op` code `code` (not `SUB`, which has
            /// `SubInt` and `LocalSubInt`) with the constant `value`, on a local when `slot`
            /// is given.
            pub fn with_int_arith(code: u8, value: i32, slot: Option<Slot>) -> Option<Op> {
                use crate::ops::arith_op::*;
                Some(match (code, slot) {
                    $(
                        ($code, None) => Op::$stack { value },
                        ($code, Some(slot)) => Op::$local { slot, value },
                    )*
                    _ => return None,
                })
            }
        }
    };
}

int_arith_table! {
    MUL: MulInt, LocalMulInt;
    DIV: DivInt, LocalDivInt;
    MOD: ModInt, LocalModInt;
    EXP: ExpInt, LocalExpInt;
    AND: AndInt, LocalAndInt;
    OR: OrInt, LocalOrInt;
    XOR: XorInt, LocalXorInt;
    SHL: ShlInt, LocalShlInt;
    SHR: ShrInt, LocalShrInt;
    USHR: UShrInt, LocalUShrInt;
}

/// A pattern matching every instruction [`Op::int_arith`] describes.
#[macro_export]
macro_rules! int_arith_ops {
    () => {
        $crate::opcodes::Op::MulInt { .. }
            | $crate::opcodes::Op::LocalMulInt { .. }
            | $crate::opcodes::Op::DivInt { .. }
            | $crate::opcodes::Op::LocalDivInt { .. }
            | $crate::opcodes::Op::ModInt { .. }
            | $crate::opcodes::Op::LocalModInt { .. }
            | $crate::opcodes::Op::ExpInt { .. }
            | $crate::opcodes::Op::LocalExpInt { .. }
            | $crate::opcodes::Op::AndInt { .. }
            | $crate::opcodes::Op::LocalAndInt { .. }
            | $crate::opcodes::Op::OrInt { .. }
            | $crate::opcodes::Op::LocalOrInt { .. }
            | $crate::opcodes::Op::XorInt { .. }
            | $crate::opcodes::Op::LocalXorInt { .. }
            | $crate::opcodes::Op::ShlInt { .. }
            | $crate::opcodes::Op::LocalShlInt { .. }
            | $crate::opcodes::Op::ShrInt { .. }
            | $crate::opcodes::Op::LocalShrInt { .. }
            | $crate::opcodes::Op::UShrInt { .. }
            | $crate::opcodes::Op::LocalUShrInt { .. }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_is_compact() {
        assert!(
            std::mem::size_of::<Op>() <= 8,
            "Op is {} bytes",
            std::mem::size_of::<Op>()
        );
    }

    #[test]
    fn table_drives_effects() {
        assert_eq!(Op::Call { argc: 3 }.stack_effect(), (5, 1));
        assert_eq!(Op::Jump { target: Label(0) }.flags(), JUMP);
        assert_eq!(Op::Add {}.name(), "Add");
        assert!(Op::Dup {}.doc().contains("Stack: v -> v v"));
    }

    #[test]
    fn shape_is_effect_flags_target_and_locals_together() {
        let ops = [
            Op::Call { argc: 3 },
            Op::Add {},
            Op::Return {},
            Op::Jump { target: Label(7) },
            Op::JumpIfFalse { target: Label(2) },
            Op::JumpIfTrueOrPop { target: Label(9) },
            Op::JumpIfLocalNotLtInt {
                slot: 1,
                value: 10,
                target: ShortLabel(4),
            },
            Op::IncJumpIfLtInt {
                slot: 2,
                value: 100,
                target: ShortLabel(5),
            },
            Op::GetLocalProp {
                slot: Slot(1),
                name: crate::atoms::Atom(3),
            },
        ];
        for op in ops {
            let (pops, pushes) = op.stack_effect();
            let mut locals_end = 0;
            op.each_local(|s| locals_end = locals_end.max(s + 1));
            assert_eq!(
                op.shape(),
                (pops, pushes, op.flags(), op.target(), locals_end),
                "{}",
                op.name()
            );
        }
        assert_eq!(Op::Jump { target: Label(7) }.shape().3, Some(7));
        let both = Op::GetLocalElem {
            obj: Slot(4),
            key: Slot(9),
        };
        assert_eq!(both.shape().4, 10, "the higher of two slots");
        assert_eq!(Op::SetLocal { slot: Slot(0) }.shape().4, 1);
        assert_eq!(Op::Add {}.shape().4, 0);
    }

    #[test]
    fn int_arith_round_trips() {
        use crate::ops::arith_op::*;
        for code in [MUL, DIV, MOD, EXP, AND, OR, XOR, SHL, SHR, USHR] {
            for slot in [None, Some(Slot(3))] {
                let op = Op::with_int_arith(code, -7, slot).expect("every operator but SUB");
                assert_eq!(op.int_arith(), Some((code, -7, slot)), "{}", op.name());
                assert!(matches!(op, int_arith_ops!()));
                assert_eq!(
                    op.stack_effect(),
                    if slot.is_some() { (0, 1) } else { (1, 1) }
                );
            }
        }
        assert_eq!(Op::with_int_arith(SUB, 1, None), None);
        assert_eq!(Op::AddInt { value: 1 }.int_arith(), None);
        assert!(!matches!(Op::AddInt { value: 1 }, int_arith_ops!()));
    }
}
