//! The languages Boardshelf speaks, and the machinery of its word tables (#19).
//!
//! Each module with words declares one table with [`words!`]: a struct whose fields are
//! sentences (`str`), lists of paragraphs (`list`) or formatters (`fn(...) -> String`), and
//! one `static` of it per language. A missing sentence is a compile error, not a blank at
//! run time. `walk` lets a native test call every message of every table.

/// A language of the interface. The order is the header's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ko,
    Pt,
    Hy,
}

/// One sentence in every language, side by side, in the order of `Lang::ALL` (a lesson's
/// words: a missing language does not compile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Said(pub [&'static str; 4]);

impl Said {
    pub fn get(&self, lang: Lang) -> &'static str {
        self.0[lang as usize]
    }
}

/// CLDR plural categories that these languages use for whole numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Other,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ko, Lang::Pt, Lang::Hy];

    /// The BCP 47 tag, as `<html lang>` and storage keep it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
            Lang::Pt => "pt-BR",
            Lang::Hy => "hy",
        }
    }

    /// The language's own name for itself, as the switch lists it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ko => "한국어",
            Lang::Pt => "Português",
            Lang::Hy => "Հայերեն",
        }
    }

    /// A language tag's primary subtag matched to ours ("pt-PT" → Portuguese).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().split('-').next() == Some(primary.as_str()))
    }

    /// The first of the browser's preferred languages that we speak, else English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// CLDR's cardinal plural rule for whole numbers: English "one" only for 1; Portuguese
    /// (pt-BR) and Armenian "one" for 0 and 1; Korean has no plural forms.
    pub fn plural(self, n: u64) -> Plural {
        match (self, n) {
            (Lang::En, 1) | (Lang::Pt | Lang::Hy, 0 | 1) => Plural::One,
            _ => Plural::Other,
        }
    }

    /// A whole number as the language writes it: thousands grouped (1,234 · 1.234 · 1 234,
    /// with a no-break space) and a typographic minus (U+2212) for negatives, as a score is
    /// typeset.
    pub fn num(self, n: i64) -> String {
        let group = match self {
            Lang::En | Lang::Ko => ",",
            Lang::Pt => ".",
            Lang::Hy => "\u{a0}",
        };
        let digits = n.unsigned_abs().to_string();
        let mut out = String::new();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out += group;
            }
            out.push(d);
        }
        if n < 0 {
            out.insert(0, '\u{2212}');
        }
        out
    }
}

/// One sample argument for a formatter when a test walks a table, and the text the message
/// must then contain (its placeholder), if any.
pub trait Sample: Sized {
    /// The samples for an argument named `name`; a walk calls the formatter once per sample
    /// index (arguments with fewer samples repeat their last).
    fn samples(name: &'static str) -> Vec<(Self, Option<String>)>;
}

impl Sample for bool {
    fn samples(_: &'static str) -> Vec<(Self, Option<String>)> {
        vec![(false, None), (true, None)]
    }
}

impl Sample for &str {
    fn samples(name: &'static str) -> Vec<(Self, Option<String>)> {
        let mark: &'static str = Box::leak(format!("⟦{name}⟧").into_boxed_str());
        vec![(mark, Some(mark.to_string()))]
    }
}

macro_rules! sample_numbers {
    ($($t:ty),*) => {$(
        impl Sample for $t {
            // 0, 1 and 2 show every plural form; a number from 2 up is always written out.
            fn samples(_: &'static str) -> Vec<(Self, Option<String>)> {
                [0, 1, 2, 3, 5, 11, 21, 101]
                    .into_iter()
                    .map(|n| (n as $t, (n >= 2).then(|| n.to_string())))
                    .collect()
            }
        }
    )*};
}
sample_numbers!(u8, u16, u32, u64, usize, i8, i32, i64);

impl Sample for &[String] {
    fn samples(name: &'static str) -> Vec<(Self, Option<String>)> {
        let one: &'static [String] = Box::leak(vec![format!("⟦{name}1⟧")].into_boxed_slice());
        let two: &'static [String] =
            Box::leak(vec![format!("⟦{name}1⟧"), format!("⟦{name}2⟧")].into_boxed_slice());
        vec![
            (one, Some(format!("⟦{name}1⟧"))),
            (two, Some(format!("⟦{name}2⟧"))),
        ]
    }
}

/// One text of a message, with the placeholders it must contain.
pub type Sampled = (String, Vec<String>);

/// Every message of a table, as a walk produced it: its field and its texts.
#[derive(Default)]
pub struct Walk {
    pub messages: Vec<(&'static str, Vec<Sampled>)>,
}

impl Walk {
    pub fn text(&mut self, field: &'static str, text: &str) {
        self.messages
            .push((field, vec![(text.to_string(), Vec::new())]));
    }
}

/// Declares a word table, with `mod en; mod ko; mod pt; mod hy;` (each holding
/// `pub static WORDS`) and `pub fn words(lang)`:
///
/// ```ignore
/// words! {
///     pub struct Words {
///         sentences { name, tagline }
///         lists { rules }
///         formats { turn_of(name: &str), bad_size(size: u8) }
///     }
/// }
/// ```
///
/// Sentences are `&'static str`, lists `&'static [&'static str]` (paragraphs), formats
/// `fn(...) -> String`, callable as methods (`t.turn_of(name)`).
#[macro_export]
macro_rules! words {
    (pub struct $name:ident {
        $(catalog { $($c:ident),* $(,)? })?
        sentences { $($s:ident),* $(,)? }
        $(lists { $($l:ident),* $(,)? })?
        formats { $($f:ident ($($a:ident : $t:ty),* $(,)?)),* $(,)? }
    }) => {
        mod en;
        mod hy;
        mod ko;
        mod pt;

        /// The table of a language (one file per language beside this one).
        pub fn words(lang: $crate::lang::Lang) -> &'static $name {
            match lang {
                $crate::lang::Lang::En => &en::WORDS,
                $crate::lang::Lang::Ko => &ko::WORDS,
                $crate::lang::Lang::Pt => &pt::WORDS,
                $crate::lang::Lang::Hy => &hy::WORDS,
            }
        }

        $(
            /// The sentences the lists of games show (a game's name and line): a table of
            /// their own, so a page with only those lists carries none of the rest.
            pub struct Catalog {
                $(pub $c: &'static str,)*
            }

            pub fn catalog(lang: $crate::lang::Lang) -> &'static Catalog {
                match lang {
                    $crate::lang::Lang::En => &en::CATALOG,
                    $crate::lang::Lang::Ko => &ko::CATALOG,
                    $crate::lang::Lang::Pt => &pt::CATALOG,
                    $crate::lang::Lang::Hy => &hy::CATALOG,
                }
            }

            impl Catalog {
                /// Every message (for the native test of the tables).
                pub fn walk(&self) -> $crate::lang::Walk {
                    let mut walk = $crate::lang::Walk::default();
                    $(walk.text(stringify!($c), self.$c);)*
                    walk
                }
            }
        )?

        pub struct $name {
            $(pub $s: &'static str,)*
            $($(pub $l: &'static [&'static str],)*)?
            $(pub $f: fn($($t),*) -> String,)*
        }

        impl $name {
            // A sentence's words can need many parts (a split move names two pegs).
            $(#[allow(clippy::too_many_arguments)]
            pub fn $f(&self, $($a: $t),*) -> String {
                (self.$f)($($a),*)
            })*

            /// Every message, with sample arguments (for the native test of the tables).
            pub fn walk(&self) -> $crate::lang::Walk {
                let mut walk = $crate::lang::Walk::default();
                $(walk.text(stringify!($s), self.$s);)*
                $($(for p in self.$l { walk.text(stringify!($l), p); })*)?
                $({
                    $(let $a = <$t as $crate::lang::Sample>::samples(stringify!($a));)*
                    let rounds = 1 $(.max($a.len()))*;
                    let mut texts = Vec::new();
                    for i in 0..rounds {
                        let mut marks: Vec<String> = Vec::new();
                        $(let $a = {
                            let (value, mark) = $a[i.min($a.len() - 1)].clone();
                            marks.extend(mark);
                            value
                        };)*
                        texts.push(((self.$f)($($a),*), marks));
                    }
                    walk.messages.push((stringify!($f), texts));
                })*
                walk
            }
        }
    };
}

/// `text` as a sentence of its own: its first letter in upper case (scripts without case,
/// such as Hangul, are unchanged).
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
