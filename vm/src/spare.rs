//! Per-thread spare blocks: an execution's fixed-size buffers go to the next execution on the
//! same thread instead of back to the allocator.
//!
//! Every execution allocates the same handful of blocks at its start and frees them at its
//! end: the `Vm` itself (about 1.5 KB), its method cache (1.5 KB), its operand and frame
//! stacks (1 KB and 896 bytes), its heap's first object and string slots (2.8 KB and
//! 384 bytes) and the list of its constant tables; most also fill the JSON writer's text
//! buffer and grow an array past 16 items (the heap's item room, see `Heap::items_room`).
//! Most of them are larger than glibc's per-thread cache of small blocks (1,032 bytes), so
//! each took malloc's and free's slow paths, which consolidate free chunks and touch
//! allocator state that a host's other work on the thread has left cold. Kept here, the next
//! execution takes them back with no allocator call, in memory the previous one warmed.
//!
//! A thread keeps at most one of each, and only while it is small: a buffer a large program
//! grew goes back to the allocator. Nothing kept is readable by the next execution: vectors
//! are cleared (their elements dropped), the method cache holds only what the realm template's
//! untouched objects answer (the same for every execution: see `MethodCache`), and the
//! `Vm`'s block is uninitialised memory that the next `Vm` is written into whole. A thread
//! keeps about 8 KB (at most 20 KB: the text buffer up to 4 KB, the item room up to 8 KB);
//! its exit frees them, as does [`crate::heap_cache::release`] for the
//! calling thread, and with [`crate::heap_cache::set_limit`] at 0 (Linux) nothing is kept.

use crate::frame::Frame;
use crate::heap::HeapSpare;
use crate::interp::Vm;
use crate::props::MethodCache;
use crate::value::Value;
use std::cell::RefCell;
use std::mem::{ManuallyDrop, MaybeUninit};
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// The most operand stack slots a kept stack may have room for (its start is 64).
const MAX_STACK: usize = 256;
/// The most frames a kept frame stack may have room for (its start is 16).
const MAX_FRAMES: usize = 64;
/// The most UTF-16 units a kept JSON text buffer may have room for (its start is 64).
const MAX_TEXT: usize = 2048;
/// The most constant tables a kept list may have room for (an execution usually has two: the
/// prelude's and the program's).
const MAX_CONSTS: usize = 16;

/// What one finished execution left for the next: every part may be missing (empty).
#[derive(Default)]
pub(crate) struct Spare {
    /// The `Vm`'s own block, its contents dropped.
    pub vm: Option<Box<MaybeUninit<Vm>>>,
    /// The operand stack, cleared.
    pub stack: Vec<Value>,
    /// The frame stack, cleared.
    pub frames: Vec<Frame>,
    /// The method cache, kept with its entries (see `MethodCache`).
    pub method_cache: Option<Box<MethodCache>>,
    /// The heap's first slot buffers, cleared.
    pub heap: HeapSpare,
    /// The JSON writer's text buffer, cleared.
    pub text: Vec<u16>,
    /// The `Vm`'s list of constant tables, cleared.
    pub consts: Vec<Arc<[Value]>>,
}

impl Spare {
    const EMPTY: Spare = Spare {
        vm: None,
        stack: Vec::new(),
        frames: Vec::new(),
        method_cache: None,
        heap: HeapSpare::EMPTY,
        text: Vec::new(),
        consts: Vec::new(),
    };

    /// Whether it holds no block (dropping it would free nothing). Tested without
    /// short-circuiting: one branch for the caller, not one per block.
    fn holds_nothing(&self) -> bool {
        self.vm.is_none()
            & self.method_cache.is_none()
            & ((self.stack.capacity()
                | self.frames.capacity()
                | self.text.capacity()
                | self.consts.capacity())
                == 0)
            & self.heap.holds_nothing()
    }
}

thread_local! {
    static SPARE: RefCell<Spare> = const { RefCell::new(Spare::EMPTY) };
}

/// This thread's spare blocks (all missing when there are none, or when the thread is
/// exiting and its spare has been freed).
pub(crate) fn take() -> Spare {
    SPARE
        .try_with(|s| s.try_borrow_mut().map(|mut s| std::mem::take(&mut *s)))
        .ok()
        .and_then(Result::ok)
        .unwrap_or_default()
}

/// Keeps `s` for the next execution on this thread (replacing what is kept: at most one of
/// each), or frees it when the thread is exiting or the host keeps nothing
/// ([`crate::heap_cache::set_limit`] with 0).
fn give(s: Spare) {
    #[cfg(target_os = "linux")]
    if crate::arena_pool::cache_limit() == 0 {
        return;
    }
    let _ = SPARE.try_with(|slot| {
        if let Ok(mut slot) = slot.try_borrow_mut() {
            let old = std::mem::replace(&mut *slot, s);
            // Usually the empty spare `take` left (another execution on this thread that
            // ended first may have filled it).
            forget_or_drop(old.holds_nothing(), old);
        }
    });
}

/// Frees this thread's spare blocks now ([`crate::heap_cache::release`]).
pub(crate) fn release_this_thread() {
    drop(take());
}

/// `v` cleared, if it has room for at most `max` elements (else it is freed here).
fn keep<T>(v: &mut Vec<T>, max: usize) -> Vec<T> {
    if v.capacity() > max {
        return Vec::new();
    }
    let mut v = std::mem::take(v);
    v.clear();
    v
}

/// Writes a struct field by field into `$block` (a `Box<MaybeUninit<$ty>>`), with no copy of
/// it built on the stack first (`MaybeUninit::write` built the whole `Vm` on the stack and
/// copied its 1.5 KB into the block). The struct literal in a closure that is never called
/// makes the compiler check that every field is listed exactly once (a missing one is an
/// error there), so the block is initialised whole.
///
/// `@ptr $p, ...` writes through a raw pointer instead (`*mut $ty`, valid for writes). Fields
/// named in a trailing `in_place: [...]` list are left for the caller to write, each in place
/// through its own pointer, right after (a large field such as the `Vm`'s heap, which a value
/// built first and then written would copy): they count as listed for the check, and the
/// caller's writes complete the struct.
macro_rules! init_in_place {
    (@ptr $p:expr, $ty:ident { $($f:ident $(: $v:expr)?),* $(,)? }
        $(, in_place: [$($d:ident),* $(,)?])?) => {{
        #[allow(unreachable_code, clippy::diverging_sub_expression)]
        let _every_field_listed = || $ty { $($f: unreachable!(),)* $($($d: unreachable!(),)*)? };
        let p: *mut $ty = $p;
        // SAFETY: `p` points to memory for one `$ty` (the caller's contract); each field is
        // written once through a raw pointer (no reference to uninitialised memory is made).
        // Should a value panic, the fields already written leak; nothing is read.
        $(
            unsafe {
                std::ptr::addr_of_mut!((*p).$f)
                    .write($crate::spare::init_in_place!(@value $f $($v)?))
            };
        )*
    }};
    (@value $f:ident $v:expr) => { $v };
    (@value $f:ident) => { $f };
    ($block:expr, $ty:ident { $($f:ident $(: $v:expr)?),* $(,)? }
        $(, in_place: [$($d:ident),* $(,)?])?) => {{
        let p: *mut $ty = $block.as_mut_ptr();
        $crate::spare::init_in_place!(@ptr p, $ty { $($f $(: $v)?),* } $(, in_place: [$($d),*])?)
    }};
}
pub(crate) use init_in_place;

/// Takes apart the struct at `$raw` in place: the `keep` fields are moved out (into local
/// variables named as the fields) and the `drop` fields dropped where they are, with no copy
/// of the whole struct made first (moving it out to destructure it copied the `Vm`'s 1.5 KB).
/// The `gone` fields are neither read nor dropped: the caller has already dropped them in
/// place, or forgets them because they own nothing. The pattern in a closure that is never
/// called makes the compiler check that every field is listed.
///
/// `$raw` must point to a valid struct that is never used as one again.
macro_rules! take_apart {
    ($raw:expr, $ty:ident { keep: [$($k:ident),* $(,)?], drop: [$($d:ident),* $(,)?],
        gone: [$($g:ident),* $(,)?] $(,)? }) => {
        #[allow(unused_variables)]
        let _every_field_listed = |v: $ty| {
            let $ty { $($k: _,)* $($d: _,)* $($g: _,)* } = v;
        };
        let p: *mut $ty = $raw;
        // SAFETY: the caller's: `p` is a valid struct, given up here. Each field is dropped
        // or read out exactly once. Should a field's drop panic, the fields after it leak;
        // nothing is dropped twice.
        let ($($k,)*) = unsafe {
            $( std::ptr::drop_in_place(std::ptr::addr_of_mut!((*p).$d)); )*
            ( $( std::ptr::read(std::ptr::addr_of!((*p).$k)), )* )
        };
    };
}

/// Forgets `v` when `owns_nothing` (dropping it would free nothing), else drops it, off the
/// usual path. One combined test, made by the caller, instead of one per buffer inside `v`'s
/// drop: each is a branch another engine's run leaves cold (BENCHMARKS.md, "Measured: the
/// branch target buffers first"), and a finished small execution's buffers are usually empty.
#[inline(always)]
pub(crate) fn forget_or_drop<T>(owns_nothing: bool, v: T) {
    if owns_nothing {
        std::mem::forget(v);
    } else {
        std::hint::cold_path();
        drop(v);
    }
}

/// [`forget_or_drop`] for buffers (vectors, deques, maps: anything with `capacity()`), tested
/// together: a buffer with no capacity owns nothing.
macro_rules! drop_lean {
    ($($v:ident),+ $(,)?) => {
        $crate::spare::forget_or_drop(($($v.capacity())|+) == 0, ($($v,)+))
    };
}
pub(crate) use drop_lean;

/// A boxed [`Vm`] whose drop keeps its blocks for the next execution on the dropping thread
/// (see the module's notes). Derefs to the `Vm`.
pub struct VmBox(ManuallyDrop<Box<Vm>>);

impl VmBox {
    /// Boxes a `Vm` already written into `b`.
    ///
    /// # Safety
    ///
    /// `b` must hold a fully initialised `Vm`.
    pub(crate) unsafe fn from_init(b: Box<MaybeUninit<Vm>>) -> VmBox {
        // SAFETY: the caller guarantees `b` is initialised.
        VmBox(ManuallyDrop::new(unsafe { b.assume_init() }))
    }

    /// The `Vm` itself, moved out of its box (whose block is freed, not kept).
    pub fn into_inner(self) -> Vm {
        let mut me = ManuallyDrop::new(self);
        // SAFETY: `me` is never dropped, so the box is taken exactly once.
        let b = unsafe { ManuallyDrop::take(&mut me.0) };
        *b
    }
}

impl Deref for VmBox {
    type Target = Vm;
    #[inline(always)]
    fn deref(&self) -> &Vm {
        &self.0
    }
}

impl DerefMut for VmBox {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut Vm {
        &mut self.0
    }
}

impl std::fmt::Debug for VmBox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("VmBox")
    }
}

impl Drop for VmBox {
    fn drop(&mut self) {
        // Buffers first, through the box: the heap (about 800 bytes) is not moved out for it.
        let vm = &mut **self.0;
        let kept_stack = keep(&mut vm.stack, MAX_STACK);
        let kept_frames = keep(&mut vm.frames, MAX_FRAMES);
        let kept_text = keep(&mut vm.text_scratch, MAX_TEXT);
        let kept_consts = keep(&mut vm.consts, MAX_CONSTS);
        let heap_spare = vm.heap.take_spare();
        // The heap (about 800 bytes) stays where it is: usually owning nothing once its spare
        // blocks are out, it is forgotten there (`gone` below); otherwise dropped there, off
        // the usual path. (Read out by value to be forgotten, it was copied whole.)
        if !vm.heap.owns_nothing() {
            std::hint::cold_path();
            // SAFETY: the heap is dropped once, here, and never read again: `take_apart`
            // below lists it as `gone`, and the block is afterwards uninitialised memory.
            unsafe { std::ptr::drop_in_place(&mut vm.heap) };
        }
        // SAFETY: this is the only place the box is taken (`into_inner` forgets `self`).
        let b = unsafe { ManuallyDrop::take(&mut self.0) };
        let raw = Box::into_raw(b);
        // `raw` is the box's valid, exclusively owned `Vm`, taken apart here once; its block
        // (whose layout `MaybeUninit<Vm>` shares) is afterwards owned as uninitialised memory.
        take_apart!(
            raw,
            Vm {
                keep: [
                    method_cache,
                    atoms,
                    host,
                    consts,
                    stack,
                    frames,
                    microtasks,
                    logs,
                    host_roots,
                    unhandled,
                    regex_cache,
                    sorts,
                    text_scratch,
                ],
                drop: [
                    code,
                    global,
                    intrinsics,
                    protos,
                    root_promise,
                    limits,
                    instructions,
                    new_target,
                    throw_site,
                    empty_str,
                    unhandled_prune_at,
                    tz_offset_minutes,
                    rng_state,
                    native_data,
                    join_depth,
                    current_native,
                    pending_halt,
                    interrupt,
                    slice_end,
                    sync_result,
                    sync_depth,
                    sync_calls,
                ],
                gone: [heap],
            }
        );
        atoms.drop_lean();
        host.drop_lean();
        // The buffers most executions never fill, and the four just kept (now empty unless
        // too large to keep).
        drop_lean!(
            consts,
            stack,
            frames,
            microtasks,
            logs,
            host_roots,
            unhandled,
            regex_cache,
            sorts,
            text_scratch,
        );
        // SAFETY: every field was dropped or moved out just above; the block is allocated
        // with `Vm`'s layout, which `MaybeUninit<Vm>` shares.
        let block = unsafe { Box::from_raw(raw.cast::<MaybeUninit<Vm>>()) };
        give(Spare {
            vm: Some(block),
            stack: kept_stack,
            frames: kept_frames,
            method_cache: Some(method_cache),
            heap: heap_spare,
            text: kept_text,
            consts: kept_consts,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::Program;
    use crate::interp::VmLimits;
    use std::sync::Arc;

    fn prelude() -> Arc<Program> {
        Arc::new(Program::default())
    }

    #[test]
    fn a_dropped_vm_leaves_its_blocks_and_the_next_one_takes_them() {
        let vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        let block = &*vm as *const Vm as usize;
        drop(vm);
        let s = take();
        let kept = s.vm.as_ref().map(|b| b.as_ptr() as usize);
        assert_eq!(kept, Some(block), "the Vm's block is kept");
        assert!(s.stack.capacity() >= 64 && s.stack.is_empty());
        assert!(s.frames.capacity() >= 16 && s.frames.is_empty());
        assert!(s.method_cache.is_some());
        give(s);
        let vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        assert_eq!(
            &*vm as *const Vm as usize, block,
            "the next Vm reuses the block"
        );
        assert!(take().vm.is_none(), "taken, not shared");
    }

    #[test]
    fn a_grown_stack_goes_back_to_the_allocator() {
        let mut vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        vm.stack.reserve(MAX_STACK * 4);
        drop(vm);
        let s = take();
        assert_eq!(s.stack.capacity(), 0);
        assert!(s.vm.is_some());
    }

    #[test]
    fn a_dropped_vm_releases_what_it_shares_whether_its_buffers_are_empty_or_not() {
        // Empty buffers: the lean path forgets them but still drops the shared parts.
        let catalog = Arc::new(crate::host::ToolCatalog::default());
        let mut vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        vm.host.catalog = catalog.clone();
        drop(vm);
        assert_eq!(Arc::strong_count(&catalog), 1, "the catalog is released");
        // Buffers in use (a log line, a constant table in a list too large to keep, a host
        // request list): dropped, with what they hold.
        let table: Arc<[Value]> = Arc::from(vec![Value::Number(1.0)]);
        let mut vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        vm.host.catalog = catalog.clone();
        vm.logs.push("a line".into());
        vm.consts.reserve(MAX_CONSTS * 4);
        for _ in 0..MAX_CONSTS * 2 {
            vm.consts.push(table.clone());
        }
        vm.host.requests.reserve(8);
        drop(vm);
        assert_eq!(
            Arc::strong_count(&table),
            1,
            "the constant tables are dropped"
        );
        assert_eq!(Arc::strong_count(&catalog), 1, "the catalog is released");
        drop(take());
    }

    #[test]
    fn a_heap_that_still_owns_buffers_is_dropped_where_it_is() {
        drop(take());
        let mut vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        // More objects than a kept slot buffer has room for, and a cell (cell slots are never
        // kept): once its spare blocks are out the heap still owns buffers, so the drop frees
        // them in place (freeing them twice, or not at all, is what this would catch under an
        // allocator's checks or a leak checker).
        for _ in 0..500 {
            let items = vec![Value::Number(1.0); 40];
            vm.heap.alloc_obj(crate::object::Object::new(
                crate::object::ObjKind::Array(items.into()),
                None,
            ));
        }
        vm.heap.alloc_cell(Value::Undefined);
        let block = &*vm as *const Vm as usize;
        drop(vm);
        let s = take();
        assert_eq!(
            s.vm.as_ref().map(|b| b.as_ptr() as usize),
            Some(block),
            "the Vm's block is kept all the same"
        );
        give(s);
        let vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        assert_eq!(&*vm as *const Vm as usize, block);
        drop(vm);
        drop(take());
    }

    #[test]
    fn into_inner_keeps_nothing() {
        drop(take());
        let vm = Vm::new(prelude(), Arc::new(Program::default()), VmLimits::default());
        let inner = vm.into_inner();
        drop(inner);
        assert!(take().vm.is_none());
    }
}
