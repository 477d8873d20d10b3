//! Result shaping: an MCP `CallToolResult` (as JSON) becomes the program's value. Structured
//! content wins, else the text blocks joined, else `null`; images, audio and resource blobs never
//! enter the program — they become attachments, and a media-only result a short marker.

use crate::tool::{Attachment, ToolContext, ToolError};
use serde_json::Value as Json;

/// Shapes one result, handing media to `ctx`. An `isError` result is a `ToolError` with the
/// server's text.
pub fn shape_result(result: &Json, ctx: &ToolContext) -> Result<Json, ToolError> {
    let mut texts: Vec<String> = Vec::new();
    let (mut images, mut audio, mut blobs) = (0usize, 0usize, 0usize);
    for block in result
        .get("content")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
    {
        let kind = block.get("type").and_then(Json::as_str).unwrap_or("");
        let s = |k: &str| block.get(k).and_then(Json::as_str).map(str::to_string);
        match kind {
            "text" => texts.extend(s("text")),
            "image" | "audio" => {
                if kind == "image" {
                    images += 1;
                } else {
                    audio += 1;
                }
                ctx.attach(Attachment {
                    kind: kind.to_string(),
                    mime_type: s("mimeType"),
                    data: s("data").unwrap_or_default(),
                    uri: None,
                    tool: String::new(),
                });
            }
            "resource" => {
                let r = block.get("resource").cloned().unwrap_or(Json::Null);
                let rs = |k: &str| r.get(k).and_then(Json::as_str).map(str::to_string);
                if let Some(text) = rs("text") {
                    texts.push(text);
                } else if let Some(blob) = rs("blob") {
                    blobs += 1;
                    ctx.attach(Attachment {
                        kind: "resource".into(),
                        mime_type: rs("mimeType"),
                        data: blob,
                        uri: rs("uri"),
                        tool: String::new(),
                    });
                }
            }
            "resource_link" => {
                let name = s("name").unwrap_or_default();
                let uri = s("uri").unwrap_or_default();
                texts.push(format!("[resource link: {name} {uri}]"));
            }
            _ => {}
        }
    }
    if result.get("isError").and_then(Json::as_bool) == Some(true) {
        let msg = if texts.is_empty() {
            "the tool reported an error without a message".to_string()
        } else {
            texts.join("\n")
        };
        return Err(ToolError::new(msg));
    }
    if let Some(s) = result.get("structuredContent") {
        return Ok(s.clone());
    }
    if !texts.is_empty() {
        return Ok(Json::String(texts.join("\n")));
    }
    let media = media_marker(images, audio, blobs);
    Ok(media.map(Json::String).unwrap_or(Json::Null))
}

/// `[1 image attached to the result]`, `[2 images and 1 audio clip attached to the result]`.
fn media_marker(images: usize, audio: usize, blobs: usize) -> Option<String> {
    let mut parts = Vec::new();
    let mut add = |n: usize, one: &str, many: &str| {
        if n > 0 {
            parts.push(format!("{n} {}", if n == 1 { one } else { many }));
        }
    };
    add(images, "image", "images");
    add(audio, "audio clip", "audio clips");
    add(blobs, "file", "files");
    if parts.is_empty() {
        return None;
    }
    let list = match parts.len() {
        1 => parts[0].clone(),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
    };
    Some(format!("[{list} attached to the result]"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::sync::{Arc, Mutex};

    fn ctx() -> (ToolContext, Arc<Mutex<Vec<Attachment>>>) {
        let store = Arc::new(Mutex::new(Vec::new()));
        (ToolContext::new("srv.tool", store.clone()), store)
    }

    #[test]
    fn structured_content_wins() {
        let (c, _) = ctx();
        let r = json!({ "content": [{ "type": "text", "text": "{\"a\":1}" }], "structuredContent": { "a": 1 } });
        assert_eq!(shape_result(&r, &c).unwrap(), json!({ "a": 1 }));
    }

    #[test]
    fn text_blocks_join() {
        let (c, _) = ctx();
        let r = json!({ "content": [{ "type": "text", "text": "a" }, { "type": "text", "text": "b" }] });
        assert_eq!(shape_result(&r, &c).unwrap(), json!("a\nb"));
        assert_eq!(
            shape_result(&json!({ "content": [] }), &c).unwrap(),
            Json::Null
        );
    }

    #[test]
    fn media_becomes_attachments_and_a_marker() {
        let (c, store) = ctx();
        let r = json!({ "content": [
            { "type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png" },
            { "type": "audio", "data": "AAAA", "mimeType": "audio/wav" },
            { "type": "image", "data": "R0lGOD", "mimeType": "image/gif" }
        ] });
        let v = shape_result(&r, &c).unwrap();
        assert_eq!(
            v,
            json!("[2 images and 1 audio clip attached to the result]")
        );
        let got = store.lock().unwrap();
        assert_eq!(got.len(), 3);
        assert_eq!(got[0].tool, "srv.tool");
        assert_eq!(got[0].mime_type.as_deref(), Some("image/png"));
        // Text alongside media: the text is the value; the media still goes host-side.
        drop(got);
        let r = json!({ "content": [{ "type": "text", "text": "caption" }, { "type": "image", "data": "x", "mimeType": "image/png" }] });
        assert_eq!(shape_result(&r, &c).unwrap(), json!("caption"));
        assert_eq!(store.lock().unwrap().len(), 4);
    }

    #[test]
    fn errors_carry_the_server_text() {
        let (c, _) = ctx();
        let r =
            json!({ "isError": true, "content": [{ "type": "text", "text": "no such entity" }] });
        assert_eq!(
            shape_result(&r, &c).unwrap_err().message(),
            "no such entity"
        );
    }

    #[test]
    fn resources() {
        let (c, store) = ctx();
        let r = json!({ "content": [
            { "type": "resource", "resource": { "uri": "file:///a.txt", "text": "hello" } },
            { "type": "resource", "resource": { "uri": "file:///b.bin", "blob": "AAEC", "mimeType": "application/octet-stream" } },
            { "type": "resource_link", "uri": "file:///c", "name": "c" }
        ] });
        assert_eq!(
            shape_result(&r, &c).unwrap(),
            json!("hello\n[resource link: c file:///c]")
        );
        assert_eq!(
            store.lock().unwrap()[0].uri.as_deref(),
            Some("file:///b.bin")
        );
    }
}
