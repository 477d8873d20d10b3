//! The program's own names (the property names and globals that are not static atoms) in the
//! order the compiler numbers their atoms: one text buffer and one index, kept between compiles
//! with the other scratch tables, so a new name costs no allocation of its own.
//!
//! An `IndexSet<String>` did the same with a `String` per name, which the compile then moved
//! into the program (a vector of them) and the program's atom table copied again: a `malloc`
//! and a `free` per name, on top of the table's own.

use hashbrown::HashTable;

/// The names, their index and its hasher (ahash, with random keys as the compiler's maps: see
/// `compile/mod.rs`). `Default` is empty.
#[derive(Default)]
pub(crate) struct OwnNames {
    /// Every name's text, one after another.
    text: String,
    /// Where each name ends in `text`: name `i` is `text[ends[i - 1]..ends[i]]`.
    ends: Vec<u32>,
    /// Name -> its position, hashed by its text.
    index: HashTable<u32>,
    hasher: ahash::RandomState,
}

/// Where name `i` lies in the text `ends` divides.
#[inline]
fn span(ends: &[u32], i: usize) -> std::ops::Range<usize> {
    let start = if i == 0 { 0 } else { ends[i - 1] as usize };
    start..ends[i] as usize
}

/// The bytes of name `i` of `text` as `ends` divides it (compared as bytes: a `str` slice
/// would test its ends for character boundaries, which every end is).
#[inline]
fn bytes_at<'t>(text: &'t str, ends: &[u32], i: u32) -> &'t [u8] {
    &text.as_bytes()[span(ends, i as usize)]
}

impl OwnNames {
    /// The position of `name`: found, or added at the end when it is new and `add` allows
    /// (`None` when it is new and `add` is false).
    pub(crate) fn position(&mut self, name: &str, add: bool) -> Option<u32> {
        // Hashed as bytes, as the index's growth hashes the names it holds (a `str` hashes
        // differently from its bytes).
        let hash = self.hasher.hash_one(name.as_bytes());
        let Self {
            text,
            ends,
            index,
            hasher,
        } = self;
        if let Some(&i) = index.find(hash, |&i| bytes_at(text, ends, i) == name.as_bytes()) {
            return Some(i);
        }
        if !add {
            return None;
        }
        let i = ends.len() as u32;
        text.push_str(name);
        // A program's names total far below 4 GiB (the source is bounded).
        ends.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
        index.insert_unique(hash, i, |&j| hasher.hash_one(bytes_at(text, ends, j)));
        Some(i)
    }

    /// The names in position order.
    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = &str> + Clone {
        (0..self.ends.len()).map(|i| self.text.get(span(&self.ends, i)).unwrap_or(""))
    }

    /// Whether there are no names.
    #[cfg(test)]
    pub(crate) fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The room held, in names (text counted at 8 bytes a name), for the scratch tables' bound.
    pub(crate) fn capacity(&self) -> usize {
        self.index
            .capacity()
            .max(self.ends.capacity())
            .max(self.text.capacity() / 8)
    }

    /// Forgets every name, keeping the room.
    pub(crate) fn clear(&mut self) {
        self.text.clear();
        self.ends.clear();
        self.index.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_their_positions_and_are_found_by_text() {
        let mut names = OwnNames::default();
        let words: Vec<String> = (0..300).map(|i| format!("name{i}")).collect();
        for (i, w) in words.iter().enumerate() {
            assert_eq!(names.position(w, false), None);
            assert_eq!(names.position(w, true), Some(i as u32));
        }
        // Found after the index grew (its rehash reads the names back from the text).
        for (i, w) in words.iter().enumerate() {
            assert_eq!(names.position(w, false), Some(i as u32));
            assert_eq!(names.position(w, true), Some(i as u32), "not added twice");
        }
        assert_eq!(names.position("name", false), None);
        assert_eq!(names.position("name3000", false), None);
        assert!(names.iter().eq(words.iter().map(String::as_str)));
        assert_eq!(names.iter().len(), 300);

        names.clear();
        assert!(names.is_empty());
        assert_eq!(names.position("name1", false), None);
        assert_eq!(names.position("é", true), Some(0));
        assert_eq!(names.position("", true), Some(1));
        assert_eq!(names.position("", false), Some(1));
        assert!(names.iter().eq(["é", ""]));
    }
}
