//! The process's cache of freed heap blocks (`codemode::heap_cache`): an execution that built a
//! large heap leaves its blocks kept for the next one, within the host's limit, and the host can
//! take the memory back. One test, in its own process: the cache is process-wide.

use codemode::{heap_cache, CodeMode, ExecuteOptions};

/// Builds about 60,000 objects: the heap's object array passes 2 MiB, the size kept.
const BIG_HEAP: &str = "const a = []; for (let i = 0; i < 60000; i++) a.push({ i, s: 'x' + i }); \
                        return a.length + a[59999].i";

fn run(cm: &CodeMode) -> serde_json::Value {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let r = rt.block_on(cm.execute(BIG_HEAP, ExecuteOptions::default()));
    assert!(r.ok, "{:?}", r.error);
    r.value
}

#[test]
fn large_heap_blocks_are_kept_within_the_limit_and_released_on_request() {
    let cm = CodeMode::builder().build();
    if !cfg!(target_os = "linux") {
        // Nothing is kept elsewhere; the calls do nothing.
        assert_eq!(run(&cm), serde_json::json!(119999));
        assert_eq!((heap_cache::limit(), heap_cache::kept_bytes()), (0, 0));
        return;
    }
    assert_eq!(heap_cache::limit(), 256 << 20, "the documented default");
    assert_eq!(run(&cm), serde_json::json!(119999));
    let kept = heap_cache::kept_bytes();
    assert!(
        kept >= 2 << 20,
        "the ended execution's large blocks are kept: {kept}"
    );
    // The next execution takes them (and leaves them again when it ends).
    assert_eq!(run(&cm), serde_json::json!(119999));
    assert!(heap_cache::kept_bytes() >= 2 << 20);
    heap_cache::release();
    assert_eq!(heap_cache::kept_bytes(), 0);
    heap_cache::set_limit(0);
    assert_eq!(run(&cm), serde_json::json!(119999));
    assert_eq!(heap_cache::kept_bytes(), 0, "a zero limit keeps nothing");
    heap_cache::set_limit(1 << 30);
    assert_eq!(run(&cm), serde_json::json!(119999));
    assert!(heap_cache::kept_bytes() > 0);
    heap_cache::set_limit(0);
    assert_eq!(
        heap_cache::kept_bytes(),
        0,
        "lowering the limit returns what is past it"
    );
}
