//! codemode-vm: bytecode, values and heap, builtins, and the async-suspendable interpreter.
//!
//! The VM knows nothing about parsing, JSON Schema or MCP. A host builds a [`Vm`] from compiled
//! [`Program`]s, calls [`Vm::start`], then drives [`Vm::run`] in fuel slices; the embedding crate
//! wraps that loop in an async future with timeouts, cancellation and host calls.

#![warn(missing_docs)]

// First: its `bin_arith!` macro is used by the modules after it.
#[macro_use]
mod operands;
mod arena_alloc;
#[cfg(target_os = "linux")]
mod arena_pool;
pub mod array_items;
pub mod atoms;
pub mod boundary;
mod budget;
pub mod builtins;
pub mod bytecode;
mod calls;
pub mod code;
pub mod frame;
mod grow;
pub mod heap;
pub mod heap_cache;
pub mod host;
mod hot;
pub mod interp;
mod join;
pub mod limits;
pub mod object;
pub mod opcodes;
pub mod ops;
mod promise;
pub mod props;
pub mod realm;
mod roots;
mod run;
pub mod setup;
mod spare;
pub mod stack;
mod state;
mod str_pool;
mod unpack;
pub mod value;
pub mod verify;

pub use atoms::ProgramAtoms;
pub use bytecode::{FunctionProto, Program};
pub use interp::{Halt, Vm, VmLimits};
pub use setup::{Prepared, RealmTemplate};
pub use spare::VmBox;
pub use value::Value;
