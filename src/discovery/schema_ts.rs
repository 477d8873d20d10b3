//! JSON Schema -> TypeScript type rendering, used to show tool signatures to a model: a compact
//! one-line form for catalogs and a pretty multi-line form with JSDoc comments per field.

use serde_json::{Map, Value};

/// Subschemas nested deeper than this below the root (object fields, array items, tuple elements,
/// `additionalProperties`) render `unknown`. `anyOf`/`oneOf`/`allOf` members and `$ref` targets
/// stay at their parent's level.
const MAX_RENDER_DEPTH: usize = 8;
/// Subschema visits per render; past it everything renders `unknown` (bounds pathological `$ref`
/// fan-out, which the cycle guard alone does not).
const RENDER_BUDGET: usize = 20_000;
const UNKNOWN: &str = "unknown";
const NEVER: &str = "never";
/// Keyword lists (space-separated; see [`has_any`]). `SHAPING`: a shape other than a plain object.
const SHAPING: &str = "$ref const enum items prefixItems additionalItems";
const COMPOSING: &str = "anyOf oneOf allOf";
/// Keywords that say something about the type (rather than constrain or annotate it).
const TYPED: &str =
    "type properties additionalProperties items prefixItems enum const $ref anyOf oneOf allOf";
/// Numeric JSDoc tags, in output order (after `@deprecated`, `@default`, `@format`).
const NUMERIC_TAGS: &str =
    "minItems maxItems minimum maximum exclusiveMinimum exclusiveMaximum minLength maxLength";

/// Renders a JSON Schema as a TypeScript type. `pretty = false`: one line (for catalogs);
/// `pretty = true`: indented multi-line with JSDoc comments per field. Never panics; anything it
/// cannot express renders `unknown`.
pub fn schema_to_ts(schema: &Value, pretty: bool) -> String {
    let mut r = Renderer {
        root: schema,
        pretty,
        // The root is being expanded: a `$ref: "#"` inside it is a cycle.
        stack: vec!["#"],
        budget: RENDER_BUDGET,
    };
    r.render(schema, 0, 0).text()
}

/// A tool's signature: `tools.ns.tool(input: {...}): Promise<...>`. `path` is the dotted tool path
/// (`github.list_issues`, `context7.resolve-library-id`); segments that are not JS identifiers use
/// bracket notation: `tools.context7["resolve-library-id"]`. Output `None` -> `Promise<unknown>`.
pub fn signature(path: &str, input: &Value, output: Option<&Value>, pretty: bool) -> String {
    let input = schema_to_ts(input, pretty);
    let output = output.map_or_else(|| UNKNOWN.to_string(), |o| schema_to_ts(o, pretty));
    format!(
        "{}(input: {input}): Promise<{output}>",
        path_expression(path)
    )
}

/// `tools.` + path as a callable JavaScript expression (bracket notation for non-identifier segments).
pub fn path_expression(path: &str) -> String {
    let mut out = String::from("tools");
    for seg in path.split('.') {
        if is_ident(seg) {
            out.push('.');
            out.push_str(seg);
        } else {
            out.push('[');
            out.push_str(&json_string(seg));
            out.push(']');
        }
    }
    out
}

/// A rendered type, kept structured so unions and intersections flatten, deduplicate and
/// parenthesise correctly. Union members are never unions; intersection members never
/// intersections.
#[derive(Clone, Debug)]
enum Ty {
    Atom(String),
    Union(Vec<Ty>),
    Inter(Vec<Ty>),
}

impl Ty {
    fn atom(s: impl Into<String>) -> Ty {
        Ty::Atom(s.into())
    }

    fn is(&self, s: &str) -> bool {
        matches!(self, Ty::Atom(a) if a == s)
    }

    /// Non-atom members are parenthesised: a union inside an intersection must be, and
    /// `(A & B) | C` reads more plainly than `A & B | C`.
    fn text(&self) -> String {
        let (ms, sep) = match self {
            Ty::Atom(s) => return s.clone(),
            Ty::Union(ms) => (ms, " | "),
            Ty::Inter(ms) => (ms, " & "),
        };
        let parts: Vec<String> = ms
            .iter()
            .map(|m| match m {
                Ty::Atom(s) => s.clone(),
                _ => format!("({})", m.text()),
            })
            .collect();
        parts.join(sep)
    }
}

fn union(tys: impl IntoIterator<Item = Ty>) -> Ty {
    combine(tys, true)
}

fn inter(tys: impl IntoIterator<Item = Ty>) -> Ty {
    combine(tys, false)
}

/// `A | B | ...` or `A & B & ...`, flattened and deduplicated by rendered text. In a union
/// `unknown` absorbs and `never` vanishes (empty: `never`); in an intersection the reverse.
fn combine(tys: impl IntoIterator<Item = Ty>, is_union: bool) -> Ty {
    let (absorbing, identity) = if is_union {
        (UNKNOWN, NEVER)
    } else {
        (NEVER, UNKNOWN)
    };
    let mut out: Vec<Ty> = Vec::new();
    for t in tys {
        let members = match t {
            Ty::Union(ms) if is_union => ms,
            Ty::Inter(ms) if !is_union => ms,
            t => vec![t],
        };
        for m in members {
            if m.is(absorbing) {
                return m;
            }
            let text = m.text();
            if !m.is(identity) && !out.iter().any(|o| o.text() == text) {
                out.push(m);
            }
        }
    }
    match out.len() {
        0 => Ty::atom(identity),
        1 => out.remove(0),
        _ if is_union => Ty::Union(out),
        _ => Ty::Inter(out),
    }
}

/// One render of one root schema (the root `$ref`s resolve against).
struct Renderer<'a> {
    root: &'a Value,
    pretty: bool,
    /// `$ref`s being expanded on the current path (cycle guard).
    stack: Vec<&'a str>,
    budget: usize,
}

impl<'a> Renderer<'a> {
    /// `depth`: nesting below the root; `ind`: indentation level of the line the type ends on
    /// (pretty form).
    fn render(&mut self, s: &'a Value, depth: usize, ind: usize) -> Ty {
        if depth > MAX_RENDER_DEPTH || self.budget == 0 {
            return Ty::atom(UNKNOWN);
        }
        self.budget -= 1;
        let m = match s {
            Value::Object(m) => m,
            Value::Bool(false) => return Ty::atom(NEVER),
            _ => return Ty::atom(UNKNOWN),
        };
        let ty = self.shape(m, depth, ind);
        if m.get("nullable") == Some(&Value::Bool(true)) {
            union([ty, Ty::atom("null")])
        } else {
            ty
        }
    }

    fn shape(&mut self, m: &'a Map<String, Value>, depth: usize, ind: usize) -> Ty {
        if let Some(r) = m.get("$ref") {
            return match self.enter(r) {
                Some(target) => {
                    let t = self.render(target, depth, ind);
                    self.stack.pop();
                    t
                }
                None => Ty::atom(UNKNOWN),
            };
        }
        if let Some(c) = m.get("const") {
            return Ty::atom(literal(c));
        }
        if let Some(Value::Array(e)) = m.get("enum") {
            return union(e.iter().map(|v| Ty::atom(literal(v))));
        }
        // anyOf / oneOf: the union of the alternatives that say something about the type;
        // constraint-only members (`{ "required": [...] }`, `{}`, `true`) are skipped. A real
        // member that renders `unknown` (cycle, depth, remote ref) makes the union `unknown`.
        let mut alts = Vec::new();
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(ms)) = m.get(key) {
                let real: Vec<Ty> = ms
                    .iter()
                    .filter(|s| describes_type(s))
                    .map(|s| self.render(s, depth, ind))
                    .collect();
                if !real.is_empty() {
                    alts.push(union(real));
                }
            }
        }
        let all_of: &'a [Value] = match m.get("allOf") {
            Some(Value::Array(ms)) => ms,
            _ => &[],
        };
        if !all_of.is_empty() {
            if let Some(obj) = self.merged(m, all_of, depth, ind) {
                return inter(std::iter::once(obj).chain(alts));
            }
        }
        let all: Vec<Ty> = all_of
            .iter()
            .map(|s| self.render(s, depth, ind))
            .filter(|t| !t.is(UNKNOWN))
            .collect();
        let composed = alts.iter().chain(&all).any(|t| !t.is(UNKNOWN));
        // A bare `type` next to composition (`{ "type": "object", "oneOf": [...] }`) only
        // restates what the members say; keep it when it has structure of its own or they
        // say nothing usable.
        let structural = has_any(m, "properties additionalProperties items prefixItems");
        let mut parts = Vec::new();
        if structural || !composed {
            parts.extend(self.base(m, depth, ind));
        }
        parts.extend(alts);
        parts.extend(all);
        inter(parts)
    }

    /// The type from `type` (or implied by `properties` / `items`); `None` when nothing says.
    fn base(&mut self, m: &'a Map<String, Value>, depth: usize, ind: usize) -> Option<Ty> {
        match m.get("type") {
            Some(Value::String(t)) => Some(self.named(t, m, depth, ind)),
            Some(Value::Array(ts)) => Some(union(ts.iter().map(|t| match t.as_str() {
                Some(t) => self.named(t, m, depth, ind),
                None => Ty::atom(UNKNOWN),
            }))),
            Some(_) => Some(Ty::atom(UNKNOWN)),
            None if m.contains_key("properties") || m.contains_key("additionalProperties") => {
                Some(self.named("object", m, depth, ind))
            }
            None if m.contains_key("items") || m.contains_key("prefixItems") => {
                Some(self.named("array", m, depth, ind))
            }
            None => None,
        }
    }

    fn named(&mut self, t: &str, m: &'a Map<String, Value>, depth: usize, ind: usize) -> Ty {
        match t {
            "string" | "boolean" | "null" | "number" => Ty::atom(t),
            "integer" => Ty::atom("number"),
            "object" => {
                let props: Vec<(&'a str, &'a Value)> = match m.get("properties") {
                    Some(Value::Object(p)) => p.iter().map(|(k, v)| (k.as_str(), v)).collect(),
                    _ => Vec::new(),
                };
                let extra = match m.get("additionalProperties") {
                    None | Some(Value::Bool(false)) => None,
                    Some(v) => Some(v),
                };
                self.object(&props, &required(m), extra, depth, ind)
            }
            "array" => self.array(m, depth, ind),
            _ => Ty::atom(UNKNOWN),
        }
    }

    fn array(&mut self, m: &'a Map<String, Value>, depth: usize, ind: usize) -> Ty {
        // 2020-12 `prefixItems` + `items` (rest), or draft-4 `items: [...]` + `additionalItems`.
        let (prefix, rest): (&'a [Value], Option<&'a Value>) =
            match (m.get("prefixItems"), m.get("items")) {
                (Some(Value::Array(p)), items) => (p, items),
                (_, Some(Value::Array(p))) => (p, m.get("additionalItems")),
                (_, items) => (&[], items),
            };
        if prefix.is_empty() {
            let item = rest.map_or(Ty::atom(UNKNOWN), |s| self.render(s, depth + 1, ind));
            return Ty::atom(format!("Array<{}>", item.text()));
        }
        let mut els: Vec<String> = prefix
            .iter()
            .map(|s| self.render(s, depth + 1, ind).text())
            .collect();
        if let Some(r) = rest.filter(|r| **r != Value::Bool(false)) {
            els.push(format!(
                "...Array<{}>",
                self.render(r, depth + 1, ind).text()
            ));
        }
        Ty::atom(format!("[{}]", els.join(", ")))
    }

    /// An object type: `{}`, `Record<string, T>`, or a literal with fields and an optional
    /// index signature.
    fn object(
        &mut self,
        props: &[(&'a str, &'a Value)],
        required: &[&str],
        extra: Option<&'a Value>,
        depth: usize,
        ind: usize,
    ) -> Ty {
        if props.is_empty() {
            return match extra {
                None => Ty::atom("{}"),
                Some(v) => {
                    let t = self.render(v, depth + 1, ind);
                    Ty::atom(format!("Record<string, {}>", t.text()))
                }
            };
        }
        let mut fields: Vec<(Vec<String>, String)> = Vec::new();
        for &(name, s) in props {
            let t = self.render(s, depth + 1, ind + 1).text();
            let opt = if required.contains(&name) { "" } else { "?" };
            fields.push((self.docs(s), format!("{}{opt}: {t}", prop_name(name))));
        }
        if let Some(v) = extra {
            let t = self.render(v, depth + 1, ind + 1).text();
            fields.push((self.docs(v), format!("[key: string]: {t}")));
        }
        if !self.pretty {
            let lines: Vec<&str> = fields.iter().map(|(_, l)| l.as_str()).collect();
            return Ty::atom(format!("{{ {} }}", lines.join("; ")));
        }
        let pad = "  ".repeat(ind + 1);
        let mut out = String::from("{\n");
        for (docs, line) in &fields {
            push_doc(&mut out, docs, &pad);
            out.push_str(&pad);
            out.push_str(line);
            out.push_str(";\n");
        }
        out.push_str(&"  ".repeat(ind));
        out.push('}');
        Ty::atom(out)
    }

    /// `allOf` whose members (after following `$ref`s) and parent are all plain object schemas,
    /// with at least one saying it is an object and no property declared twice: one object
    /// literal with every member's fields. `None` when that does not apply.
    fn merged(
        &mut self,
        m: &'a Map<String, Value>,
        all_of: &'a [Value],
        depth: usize,
        ind: usize,
    ) -> Option<Ty> {
        let mark = self.stack.len();
        let result = self.merge_members(m, all_of, depth, ind);
        self.stack.truncate(mark);
        result
    }

    /// [`Self::merged`]'s work; the `$ref`s it follows stay pushed while the fields render.
    fn merge_members(
        &mut self,
        m: &'a Map<String, Value>,
        all_of: &'a [Value],
        depth: usize,
        ind: usize,
    ) -> Option<Ty> {
        if !plain_object(m, true) {
            return None;
        }
        let mut objs = vec![m];
        for member in all_of {
            let mut cur = member;
            while let Some(r) = cur.get("$ref") {
                cur = self.enter(r)?;
            }
            match cur {
                Value::Object(o) if plain_object(o, false) => objs.push(o),
                _ => return None,
            }
        }
        let says_object = |o: &&Map<String, Value>| {
            o.get("type").is_some_and(|t| t == "object") || o.contains_key("properties")
        };
        if !objs.iter().any(says_object) {
            return None;
        }
        let mut props: Vec<(&'a str, &'a Value)> = Vec::new();
        let mut req: Vec<&'a str> = Vec::new();
        for o in objs {
            if let Some(Value::Object(p)) = o.get("properties") {
                for (k, v) in p {
                    if props.iter().any(|(n, _)| *n == k.as_str()) {
                        return None;
                    }
                    props.push((k.as_str(), v));
                }
            }
            req.extend(required(o));
        }
        Some(self.object(&props, &req, None, depth, ind))
    }

    /// Resolves a local `$ref` (`#`, `#/$defs/X`, `#/definitions/X`, any JSON pointer into the
    /// root) and pushes it on the expansion stack. `None` (nothing pushed) for a non-string,
    /// remote, unresolvable or already-expanding ref.
    fn enter(&mut self, r: &'a Value) -> Option<&'a Value> {
        let r = r.as_str()?;
        if self.stack.contains(&r) {
            return None;
        }
        let target = self.resolve(r)?;
        self.stack.push(r);
        Some(target)
    }

    fn resolve(&self, r: &str) -> Option<&'a Value> {
        let pointer = r.strip_prefix('#')?;
        if pointer.is_empty() || pointer.starts_with('/') {
            self.root.pointer(pointer)
        } else {
            None
        }
    }

    /// The JSDoc lines for a field: description lines, then tags. A bare `$ref` field borrows
    /// what it lacks from its target.
    fn docs(&self, s: &'a Value) -> Vec<String> {
        let Some(m) = s.as_object() else {
            return Vec::new();
        };
        let target = m
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| self.resolve(r))
            .and_then(Value::as_object);
        let get = |k: &str| m.get(k).or_else(|| target.and_then(|t| t.get(k)));
        let mut lines: Vec<String> = Vec::new();
        if let Some(d) = get("description").and_then(Value::as_str) {
            let mut ls: Vec<&str> = d.lines().map(str::trim_end).collect();
            let start = ls.iter().position(|l| !l.is_empty()).unwrap_or(ls.len());
            ls.drain(..start);
            while ls.last().is_some_and(|l| l.is_empty()) {
                ls.pop();
            }
            lines.extend(ls.into_iter().map(String::from));
        }
        if get("deprecated") == Some(&Value::Bool(true)) {
            lines.push("@deprecated".into());
        }
        if let Some(d) = get("default") {
            lines.push(format!("@default {d}"));
        }
        if let Some(f) = get("format").and_then(Value::as_str) {
            lines.push(format!("@format {f}"));
        }
        for tag in NUMERIC_TAGS.split(' ') {
            if let Some(n @ Value::Number(_)) = get(tag) {
                lines.push(format!("@{tag} {n}"));
            }
        }
        if let Some(p) = get("pattern").and_then(Value::as_str) {
            lines.push(format!("@pattern {p}"));
        }
        lines.iter().map(|l| l.replace("*/", "* /")).collect()
    }
}

/// A subschema with a keyword that says something about the type (`false` included).
fn describes_type(s: &Value) -> bool {
    match s {
        Value::Object(o) => has_any(o, TYPED),
        Value::Bool(b) => !b,
        _ => false,
    }
}

/// Whether `o` has any of the space-separated `keys`.
fn has_any(o: &Map<String, Value>, keys: &str) -> bool {
    keys.split(' ').any(|k| o.contains_key(k))
}

/// An object schema that only adds fields: no other shape, not nullable, type absent or
/// `"object"`, closed or default `additionalProperties`. `parent` ignores its own composition
/// keywords (they are what is being merged).
fn plain_object(o: &Map<String, Value>, parent: bool) -> bool {
    let shaped = has_any(o, SHAPING) || (!parent && has_any(o, COMPOSING));
    !shaped
        && o.get("nullable") != Some(&Value::Bool(true))
        && o.get("type").is_none_or(|t| t == "object")
        && matches!(
            o.get("additionalProperties"),
            None | Some(Value::Bool(false))
        )
        && matches!(o.get("properties"), None | Some(Value::Object(_)))
}

fn required(m: &Map<String, Value>) -> Vec<&str> {
    match m.get("required") {
        Some(Value::Array(r)) => r.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

/// Appends a JSDoc comment (none for no lines; one line when there is one line of content).
fn push_doc(out: &mut String, lines: &[String], pad: &str) {
    match lines {
        [] => {}
        [one] => out.push_str(&format!("{pad}/** {one} */\n")),
        _ => {
            out.push_str(&format!("{pad}/**\n"));
            for l in lines {
                if l.is_empty() {
                    out.push_str(&format!("{pad} *\n"));
                } else {
                    out.push_str(&format!("{pad} * {l}\n"));
                }
            }
            out.push_str(&format!("{pad} */\n"));
        }
    }
}

/// A JSON value as a TypeScript literal type.
fn literal(v: &Value) -> String {
    match v {
        Value::Array(a) => {
            let els: Vec<String> = a.iter().map(literal).collect();
            format!("[{}]", els.join(", "))
        }
        Value::Object(o) if o.is_empty() => "{}".into(),
        Value::Object(o) => {
            let fields: Vec<String> = o
                .iter()
                .map(|(k, v)| format!("{}: {}", prop_name(k), literal(v)))
                .collect();
            format!("{{ {} }}", fields.join("; "))
        }
        other => other.to_string(),
    }
}

fn prop_name(name: &str) -> String {
    if is_ident(name) {
        name.to_string()
    } else {
        json_string(name)
    }
}

fn json_string(s: &str) -> String {
    Value::String(s.to_string()).to_string()
}

/// An ASCII JavaScript identifier (`[A-Za-z_$][A-Za-z0-9_$]*`); anything else gets quoted.
fn is_ident(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// One case a line: `<schema JSON> => <compact rendering>`.
    fn check(table: &str) {
        for line in table.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let (schema, want) = line.split_once(" => ").expect(line);
            let schema: Value = serde_json::from_str(schema).expect(line);
            assert_eq!(schema_to_ts(&schema, false), want, "{line}");
        }
    }

    #[test]
    fn primitives_type_arrays_nullable() {
        check(
            r#"
            {"type": "string"} => string
            {"type": "integer"} => number
            {"type": "boolean"} => boolean
            {"type": "null"} => null
            {"type": "mystery"} => unknown
            {"type": ["string", "null"]} => string | null
            {"type": ["integer", "number"]} => number
            {"type": "string", "nullable": true} => string | null
            {"type": ["string", "null"], "nullable": true} => string | null
            "#,
        );
    }

    #[test]
    fn arrays_and_tuples() {
        check(
            r#"
            {"type": "array"} => Array<unknown>
            {"items": {"type": ["string", "number"]}} => Array<string | number>
            {"prefixItems": [{"type": "string"}, {"const": 1}]} => [string, 1]
            {"type": "array", "items": [{"type": "string"}]} => [string]
            {"prefixItems": [{}], "items": {"type": "number"}} => [unknown, ...Array<number>]
            {"prefixItems": [{"type": "null"}], "items": false} => [null]
            "#,
        );
    }

    #[test]
    fn objects_and_additional_properties() {
        check(
            r#"
            {"properties": {"a": {"type": "string"}, "b": {}}, "required": ["a"]} => { a: string; b?: unknown }
            {"type": "object", "properties": {}} => {}
            {"properties": {"x-y": {"type": "null"}}, "required": ["x-y"]} => { "x-y": null }
            {"type": "object", "additionalProperties": {"type": "string"}} => Record<string, string>
            {"type": "object", "additionalProperties": true} => Record<string, unknown>
            {"type": "object", "additionalProperties": false} => {}
            {"properties": {"a": {"type": "string"}}, "additionalProperties": true} => { a?: string; [key: string]: unknown }
            {"properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "string"}} => { a?: string; [key: string]: string }
            {"properties": {"a": {"type": "string"}}, "additionalProperties": false} => { a?: string }
            "#,
        );
    }

    #[test]
    fn enums_and_consts() {
        check(
            r#"
            {"enum": ["open", "closed"]} => "open" | "closed"
            {"enum": [1, 2.5, true, null, 1]} => 1 | 2.5 | true | null
            {"enum": []} => never
            {"const": {"k-1": [1]}} => { "k-1": [1] }
            {"const": "x", "nullable": true} => "x" | null
            "#,
        );
    }

    #[test]
    fn unions_and_intersections() {
        // Constraint-only members are skipped; a bare `type` beside real members is dropped;
        // `allOf` of plain objects merges; anything else intersects.
        check(
            r#"
            {"anyOf": [{"type": "string"}, {"type": "null"}, {"type": "string"}]} => string | null
            {"anyOf": [{"type": "string"}, {"required": ["x"]}, {}, true]} => string
            {"properties": {"a": {"type": "string"}}, "oneOf": [{"required": ["a"]}, {}]} => { a?: string }
            {"type": "string", "oneOf": [{"const": "a"}, {"const": "b"}]} => "a" | "b"
            {"allOf": [{"type": "string"}]} => string
            {"allOf": [{"properties": {"a": {"type": "string"}}, "required": ["a"]}, {"type": "object", "properties": {"b": {}}}]} => { a: string; b?: unknown }
            {"allOf": [{"properties": {"a": {"type": "string"}}}, {"additionalProperties": true}]} => { a?: string } & Record<string, unknown>
            {"allOf": [{"properties": {"a": {"type": "string"}}}, {"properties": {"a": {}}}]} => { a?: string } & { a?: unknown }
            {"allOf": [{"anyOf": [{"type": "string"}, {"type": "number"}]}, {"enum": [1, "a"]}]} => (string | number) & (1 | "a")
            {"anyOf": [{"allOf": [{"type": "string"}, {"type": "string", "nullable": true}]}, {"type": "number"}]} => (string & (string | null)) | number
            "#,
        );
    }

    #[test]
    fn refs_cycles_depth() {
        // A cyclic alternative is still an alternative: `unknown`, not just `null`.
        check(
            r##"
            {"properties": {"a": {"$ref": "#/definitions/A"}}, "definitions": {"A": {"type": "number"}}} => { a?: number }
            {"$ref": "#/$defs/N", "$defs": {"N": {"properties": {"next": {"$ref": "#/$defs/N"}}}}} => { next?: unknown }
            {"$ref": "#/$defs/N", "$defs": {"N": {"properties": {"next": {"anyOf": [{"$ref": "#/$defs/N"}, {"type": "null"}]}}}}} => { next?: unknown }
            {"properties": {"self": {"$ref": "#"}}} => { self?: unknown }
            {"$ref": "#/$defs/A", "$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}}} => unknown
            {"anyOf": [{"$ref": "https://x.test/s.json"}, {"$ref": "#/$defs/Missing"}]} => unknown
            {"type": "string", "anyOf": [{"$ref": "#/$defs/Missing"}]} => string
            "##,
        );
        let mut s = json!({"type": "string"});
        for _ in 0..12 {
            s = json!({"properties": {"a": s}});
        }
        let out = schema_to_ts(&s, false);
        assert_eq!(out.matches('{').count(), MAX_RENDER_DEPTH + 1, "{out}");
        assert!(out.contains("{ a?: unknown }"), "{out}");
    }

    #[test]
    fn pathological_inputs() {
        check(
            r#"
            42 => unknown
            true => unknown
            {} => unknown
            false => never
            {"type": 7, "properties": 3, "required": "a"} => unknown
            {"anyOf": "x", "allOf": [], "enum": 3, "$ref": 1} => unknown
            "#,
        );
        // Exponential `$ref` fan-out is cut off by the budget instead of hanging.
        let mut defs = Map::new();
        for i in 0..40 {
            let next = json!({"$ref": format!("#/$defs/D{}", i + 1)});
            defs.insert(format!("D{i}"), json!({"anyOf": [next, {"allOf": [next]}]}));
        }
        schema_to_ts(&json!({"$ref": "#/$defs/D0", "$defs": defs}), true);
    }

    #[test]
    fn pretty_form_and_docs() {
        let s = json!({"properties": {
            "owner": {"type": "string", "description": "The repository owner"},
            "state": {"enum": ["open", "closed"], "description": "Issue state", "default": "open"},
            "o": {"properties": {"x": {"type": "number", "minimum": 0}}},
        }, "required": ["owner"]});
        let want = "{\n  /** The repository owner */\n  owner: string;\n  /**\n   * Issue state\n   * @default \"open\"\n   */\n  state?: \"open\" | \"closed\";\n  o?: {\n    /** @minimum 0 */\n    x?: number;\n  };\n}";
        assert_eq!(schema_to_ts(&s, true), want);
        let s = json!({"properties": {"f": {
            "description": "\n\nEnds */ here\n\n  indented\n\n", "pattern": "^a*/b$", "maxLength": 9,
            "minLength": 1, "exclusiveMaximum": 5, "exclusiveMinimum": 0, "maximum": 4, "minimum": 1,
            "maxItems": 3, "minItems": 2, "format": "uri", "default": {"a": [1]}, "deprecated": true
        }, "r": {"$ref": "#/$defs/R"}}, "$defs": {"R": {"type": "string", "description": "From def"}}});
        let want = "{\n  /**\n   * Ends * / here\n   *\n   *   indented\n   * @deprecated\n   * @default {\"a\":[1]}\n   * @format uri\n   * @minItems 2\n   * @maxItems 3\n   * @minimum 1\n   * @maximum 4\n   * @exclusiveMinimum 0\n   * @exclusiveMaximum 5\n   * @minLength 1\n   * @maxLength 9\n   * @pattern ^a* /b$\n   */\n  f?: unknown;\n  /** From def */\n  r?: string;\n}";
        assert_eq!(schema_to_ts(&s, true), want);
        assert_eq!(schema_to_ts(&json!({"type": "object"}), true), "{}");
    }

    #[test]
    fn paths_and_signatures() {
        let p = path_expression("c7.resolve-id.$a._b.1d");
        assert_eq!(p, r#"tools.c7["resolve-id"].$a._b["1d"]"#);
        let input = json!({"properties": {"owner": {"type": "string"}}, "required": ["owner"]});
        let output =
            json!({"items": {"properties": {"id": {"type": "integer"}}, "required": ["id"]}});
        let compact = "tools.gh.list(input: { owner: string }): Promise<Array<{ id: number }>>";
        assert_eq!(signature("gh.list", &input, Some(&output), false), compact);
        let pretty =
            "tools.gh.list(input: {\n  owner: string;\n}): Promise<Array<{\n  id: number;\n}>>";
        assert_eq!(signature("gh.list", &input, Some(&output), true), pretty);
        let empty = signature("x.y", &json!({"type": "object"}), None, false);
        assert_eq!(empty, "tools.x.y(input: {}): Promise<unknown>");
    }
}
