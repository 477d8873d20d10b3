//! The YAML frontmatter of a test262 file (`/*--- ... ---*/`): the fields the runner honours.

use yaml_rust2::{Yaml, YamlLoader};

/// Where a negative test must fail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Parse or early error: the program must not compile.
    Parse,
    /// Module resolution: never applies (modules are filtered out), kept for completeness.
    Resolution,
    /// The program must throw an error of the named type while running.
    Runtime,
}

/// A negative expectation: the phase and the error constructor's name.
#[derive(Clone, Debug)]
pub struct Negative {
    pub phase: Phase,
    pub error: String,
}

/// What the runner reads from one test's metadata.
#[derive(Clone, Debug, Default)]
pub struct Meta {
    pub includes: Vec<String>,
    pub flags: Vec<String>,
    pub features: Vec<String>,
    pub negative: Option<Negative>,
}

impl Meta {
    /// Whether `flags` names `flag`.
    pub fn flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }
}

/// Parses the metadata block of `source`; a file without one has empty metadata.
pub fn parse(source: &str) -> Result<Meta, String> {
    let Some(start) = source.find("/*---") else {
        return Ok(Meta::default());
    };
    let rest = &source[start + 5..];
    let end = rest.find("---*/").ok_or("unterminated frontmatter block")?;
    let docs = YamlLoader::load_from_str(&rest[..end]).map_err(|e| e.to_string())?;
    let Some(doc) = docs.into_iter().next() else {
        return Ok(Meta::default());
    };
    let list = |key: &str| -> Vec<String> {
        match &doc[key] {
            Yaml::Array(items) => items
                .iter()
                .filter_map(|y| y.as_str().map(str::to_string))
                .collect(),
            _ => Vec::new(),
        }
    };
    let negative = match &doc["negative"] {
        Yaml::Hash(_) => {
            let n = &doc["negative"];
            let phase = match n["phase"].as_str() {
                Some("parse") | Some("early") => Phase::Parse,
                Some("resolution") => Phase::Resolution,
                Some("runtime") => Phase::Runtime,
                other => return Err(format!("unknown negative phase {other:?}")),
            };
            let error = n["type"]
                .as_str()
                .ok_or("negative without type")?
                .to_string();
            Some(Negative { phase, error })
        }
        _ => None,
    };
    Ok(Meta {
        includes: list("includes"),
        flags: list("flags"),
        features: list("features"),
        negative,
    })
}

/// `source` with its frontmatter block removed (the source patterns must not match prose).
pub fn strip(source: &str) -> String {
    match (source.find("/*---"), source.find("---*/")) {
        (Some(a), Some(b)) if b > a => format!("{}{}", &source[..a], &source[b + 5..]),
        _ => source.to_string(),
    }
}
