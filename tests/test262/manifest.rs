//! The checked-in filter (`manifest.txt`): which directories run, and which tests are outside
//! codemode's language by design (features, directories, source patterns), each with its reason.

use std::path::Path;

/// One source pattern and the boundary it stands for.
pub struct Pattern {
    pub regex: regress::Regex,
    pub text: String,
}

/// The parsed manifest.
pub struct Manifest {
    /// Path prefixes (relative to the checkout) that run.
    pub include: Vec<String>,
    /// Path prefixes skipped as a whole.
    pub skip_dirs: Vec<String>,
    /// test262 `features` that codemode does not have.
    pub skip_features: Vec<String>,
    /// `flags` whose tests are skipped (`module`: codemode has no modules).
    pub skip_flags: Vec<String>,
    /// Harness includes whose tests are skipped (they exist only for an excluded boundary).
    pub skip_includes: Vec<String>,
    /// `UnsupportedSyntax` diagnostics (by message fragment) that name a documented boundary: a
    /// test the compiler refuses with one of these is skipped, not failed.
    pub skip_unsupported: Vec<String>,
    /// Sources matching any of these are skipped.
    pub skip_source: Vec<Pattern>,
}

/// Why a test is not run.
pub enum Skip {
    Dir(String),
    Feature(String),
    Flag(String),
    Include(String),
    Source(String),
}

impl Manifest {
    /// Reads `path`: lines `<directive> <value>`, `#` starts a comment (outside `source` values,
    /// where ` #` followed by a space starts the reason).
    pub fn load(path: &Path) -> Result<Manifest, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut m = Manifest {
            include: Vec::new(),
            skip_dirs: Vec::new(),
            skip_features: Vec::new(),
            skip_flags: Vec::new(),
            skip_includes: Vec::new(),
            skip_unsupported: Vec::new(),
            skip_source: Vec::new(),
        };
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (directive, rest) = line.split_once(' ').unwrap_or((line, ""));
            // A reason follows " # " on every line.
            let value = rest.split(" # ").next().unwrap_or("").trim().to_string();
            if value.is_empty() {
                return Err(format!(
                    "manifest line {}: `{directive}` without a value",
                    i + 1
                ));
            }
            match directive {
                "include" => m.include.push(value),
                "skip-dir" => m.skip_dirs.push(value),
                "skip-feature" => m.skip_features.push(value),
                "skip-flag" => m.skip_flags.push(value),
                "skip-include" => m.skip_includes.push(value),
                "skip-unsupported" => m.skip_unsupported.push(value),
                "skip-source" => {
                    let regex = regress::Regex::with_flags(&value, "u")
                        .map_err(|e| format!("manifest line {}: {e}", i + 1))?;
                    m.skip_source.push(Pattern { regex, text: value });
                }
                other => {
                    return Err(format!(
                        "manifest line {}: unknown directive `{other}`",
                        i + 1
                    ))
                }
            }
        }
        Ok(m)
    }

    /// Why the test is skipped, if it is.
    pub fn skip(&self, rel: &str, meta: &crate::frontmatter::Meta, body: &str) -> Option<Skip> {
        if let Some(d) = self.skip_dirs.iter().find(|d| rel.starts_with(d.as_str())) {
            return Some(Skip::Dir(d.clone()));
        }
        if let Some(f) = meta
            .features
            .iter()
            .find(|f| self.skip_features.contains(f))
        {
            return Some(Skip::Feature(f.clone()));
        }
        if let Some(f) = meta.flags.iter().find(|f| self.skip_flags.contains(f)) {
            return Some(Skip::Flag(f.clone()));
        }
        if let Some(i) = meta
            .includes
            .iter()
            .find(|i| self.skip_includes.contains(i))
        {
            return Some(Skip::Include(i.clone()));
        }
        self.skip_source
            .iter()
            .find(|p| p.regex.find(body).is_some())
            .map(|p| Skip::Source(p.text.clone()))
    }
}
