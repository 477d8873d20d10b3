//! `max_output_bytes`: cuts an oversized result value, error message and logs (in that order of
//! priority) to fit, never splitting a UTF-8 character, and says so with a marker the model reads.

use crate::result::ExecutionResult;

/// Cuts `s` to at most `max` bytes on a character boundary.
pub(crate) fn cut_utf8(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut i = max;
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    &s[..i]
}

/// Bounds `r` to `max` bytes of output: the serialised value (or the error message) first, then
/// the logs' leading lines within what is left. Sets `truncated` when anything was cut.
pub(crate) fn bound_output(r: &mut ExecutionResult, max: usize) {
    let mut used;
    if r.ok {
        let text = serde_json::to_string(&r.value).unwrap_or_default();
        used = text.len();
        if text.len() > max {
            let marker = format!(
                "\n[result truncated: {} bytes exceeds the {max}-byte output limit; return a smaller value]",
                text.len()
            );
            let keep = cut_utf8(&text, max.saturating_sub(marker.len()));
            r.value = serde_json::Value::String(format!("{keep}{marker}"));
            r.truncated = true;
            used = max;
        }
    } else if let Some(e) = &mut r.error {
        used = e.message.len();
        if e.message.len() > max {
            let marker = format!(
                "\n[message truncated: {} bytes exceeds the {max}-byte output limit]",
                e.message.len()
            );
            let keep = cut_utf8(&e.message, max.saturating_sub(marker.len())).to_string();
            e.message = format!("{keep}{marker}");
            r.truncated = true;
            used = max;
        }
    } else {
        used = 0;
    }
    let mut budget = max.saturating_sub(used);
    let total = r.logs.len();
    let mut kept = 0;
    for line in &r.logs {
        if line.len() > budget {
            break;
        }
        budget -= line.len();
        kept += 1;
    }
    if kept < total {
        let partial = cut_utf8(&r.logs[kept], budget).to_string();
        r.logs.truncate(kept);
        if !partial.is_empty() {
            r.logs.push(partial);
        }
        r.logs.push(format!(
            "[logs truncated: showing {kept} of {total} lines; log less or return a smaller value]"
        ));
        r.truncated = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_never_splits_a_character() {
        let s = "aé€😀";
        for max in 0..=s.len() {
            let c = cut_utf8(s, max);
            assert!(c.len() <= max);
            assert!(s.starts_with(c));
        }
        assert_eq!(cut_utf8(s, 2), "a");
        assert_eq!(cut_utf8(s, 3), "aé");
    }

    fn ok(value: serde_json::Value, logs: &[&str]) -> ExecutionResult {
        ExecutionResult {
            ok: true,
            value,
            error: None,
            logs: logs.iter().map(|s| s.to_string()).collect(),
            tool_calls: Vec::new(),
            truncated: false,
            attachments: Vec::new(),
            stats: Default::default(),
        }
    }

    #[test]
    fn small_output_is_untouched() {
        let mut r = ok(serde_json::json!({"a": 1}), &["hi"]);
        bound_output(&mut r, 100);
        assert!(!r.truncated);
        assert_eq!(r.value, serde_json::json!({"a": 1}));
        assert_eq!(r.logs, vec!["hi"]);
    }

    #[test]
    fn big_value_becomes_marked_text_within_the_limit() {
        let mut r = ok(serde_json::json!("€".repeat(1000)), &["log line"]);
        bound_output(&mut r, 200);
        assert!(r.truncated);
        let s = r.value.as_str().unwrap();
        assert!(s.len() <= 200, "{}", s.len());
        assert!(s.contains("[result truncated: 3002 bytes exceeds the 200-byte output limit"));
        assert_eq!(r.logs.len(), 1);
        assert!(r.logs[0].starts_with("[logs truncated: showing 0 of 1 lines"));
    }

    #[test]
    fn logs_keep_leading_lines_in_the_remaining_budget() {
        let mut r = ok(serde_json::json!(1), &["aaaa", "bbbb", "cccc"]);
        bound_output(&mut r, 10);
        assert!(r.truncated);
        assert_eq!(r.logs[0], "aaaa");
        assert_eq!(r.logs[1], "bbbb");
        assert_eq!(r.logs[2], "c");
        assert!(r.logs[3].contains("showing 2 of 3 lines"));
    }
}
