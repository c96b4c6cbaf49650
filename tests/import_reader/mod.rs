//! Reading Rust source for the layer check: a token stream without comments and literals,
//! then every path into the crate in it (`use` trees, inline paths, `super` chains).
#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    /// A name, keyword or number; `$crate` is one token.
    Word(String),
    /// `::`
    PathSep,
    /// Any other punctuation, one character at a time.
    Punct(char),
}

/// The tokens of `source` with the line each starts on; comments, strings and character
/// literals are dropped (so `"use crate::app;"` or `'{'` never count), lifetimes too.
pub fn tokens(source: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let word_char = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i = skip_block_comment(&chars, i, &mut line);
        } else if c == '"' {
            i = skip_string(&chars, i + 1, &mut line);
        } else if c == '\'' {
            i = skip_char_or_lifetime(&chars, i);
        } else if c == ':' && next == Some(':') {
            out.push((Token::PathSep, line));
            i += 2;
        } else if word_char(c) || (c == '$' && next.is_some_and(word_char)) {
            let start = i;
            i += 1;
            while i < chars.len() && word_char(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            match (word.as_str(), chars.get(i).copied()) {
                ("r" | "br" | "cr", Some('#' | '"')) if raw_string_at(&chars, i) => {
                    i = skip_raw_string(&chars, i, &mut line);
                }
                ("r", Some('#')) => i += 1, // a raw identifier: `r#type` reads as `type`
                ("b" | "c", Some('"')) => i = skip_string(&chars, i + 1, &mut line),
                ("b", Some('\'')) => i = skip_char_or_lifetime(&chars, i),
                _ => out.push((Token::Word(word), line)),
            }
        } else {
            out.push((Token::Punct(c), line));
            i += 1;
        }
    }
    out
}

fn skip_block_comment(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        match (chars[i], chars.get(i + 1)) {
            ('/', Some('*')) => (depth, i) = (depth + 1, i + 2),
            ('*', Some('/')) => {
                (depth, i) = (depth - 1, i + 2);
                if depth == 0 {
                    return i;
                }
            }
            (c, _) => {
                *line += usize::from(c == '\n');
                i += 1;
            }
        }
    }
    i
}

/// Past the closing quote of a string whose body starts at `i`.
fn skip_string(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    while i < chars.len() && chars[i] != '"' {
        *line += usize::from(chars[i] == '\n');
        i += if chars[i] == '\\' { 2 } else { 1 };
    }
    i + 1
}

/// Whether `#*"` follows at `i` (the rest of a raw string's opening).
fn raw_string_at(chars: &[char], mut i: usize) -> bool {
    while chars.get(i) == Some(&'#') {
        i += 1;
    }
    chars.get(i) == Some(&'"')
}

fn skip_raw_string(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut hashes = 0;
    while chars[i] == '#' {
        (hashes, i) = (hashes + 1, i + 1);
    }
    i += 1; // the opening quote
    while i < chars.len() {
        if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        *line += usize::from(chars[i] == '\n');
        i += 1;
    }
    i
}

/// Past a character literal (`'x'`, `'\n'`, `'\u{7FFF}'`) or a lifetime (`'a`) at `i`.
fn skip_char_or_lifetime(chars: &[char], i: usize) -> usize {
    if chars.get(i + 1) == Some(&'\\') {
        let mut j = i + 3;
        while j < chars.len() && chars[j] != '\'' {
            j += 1;
        }
        j + 1
    } else if chars.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        let mut j = i + 1;
        while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
            j += 1;
        }
        j
    }
}

/// One path into the crate: the first name under the crate root it reaches (a top-level
/// module, or an exported macro), and the line it is on.
#[derive(Debug, PartialEq)]
pub struct Reach {
    pub name: String,
    pub line: usize,
}

/// Where a path being read has got to.
#[derive(Clone)]
enum Place {
    /// Nothing read yet.
    Start,
    /// Inside the crate, at this module path (empty: the crate root).
    Crate(Vec<String>),
    /// Outside the crate (`std::…`, `serde::…`) or a name in scope: not an import here.
    Elsewhere,
}

impl Place {
    /// The place after reading one more name, from `module` (the reading file's module).
    fn then(self, word: &str, module: &[String]) -> Place {
        match (self, word) {
            (Place::Start, "crate" | "$crate") => Place::Crate(Vec::new()),
            (Place::Start, "self") => Place::Crate(module.to_vec()),
            (Place::Start, "super") => Place::Crate(module.to_vec()).then("super", module),
            (Place::Start, _) => Place::Elsewhere,
            (Place::Crate(mut path), "super") => {
                path.pop().expect("`super` above the crate root");
                Place::Crate(path)
            }
            (Place::Crate(path), "self") => Place::Crate(path),
            (Place::Crate(mut path), _) => {
                path.push(word.to_string());
                Place::Crate(path)
            }
            (Place::Elsewhere, _) => Place::Elsewhere,
        }
    }
}

/// Every path into the crate in `source`, a file whose module path is `module` (for
/// `src/core/ai/mod.rs`: `["core", "ai"]`). Inline `mod name { … }` blocks are followed,
/// so `super` in them climbs from the right place.
pub fn reaches(module: &[String], source: &str) -> Vec<Reach> {
    let tokens = tokens(source);
    let mut reader = Reader {
        tokens: &tokens,
        at: 0,
        out: Vec::new(),
    };
    let mut module = module.to_vec();
    let mut inline_mods: Vec<usize> = Vec::new(); // the brace depth each one opened at
    let mut depth = 0;
    while let Some(token) = reader.peek(0) {
        let word = |k| match reader.peek(k) {
            Some(Token::Word(w)) => Some(w.as_str()),
            _ => None,
        };
        if word(0) == Some("mod") && reader.peek(2) == Some(&Token::Punct('{')) {
            if let Some(name) = word(1) {
                module.push(name.to_string());
                depth += 1;
                inline_mods.push(depth);
                reader.at += 3;
                continue;
            }
        }
        match token {
            Token::Punct('{') => depth += 1,
            Token::Punct('}') => {
                if inline_mods.last() == Some(&depth) {
                    inline_mods.pop();
                    module.pop();
                }
                depth -= 1;
            }
            Token::Word(w) if w == "use" => {
                reader.at += 1;
                reader.use_tree(Place::Start, &module);
                continue;
            }
            Token::Word(w)
                if ["crate", "$crate", "self", "super"].contains(&w.as_str())
                    && reader.peek(1) == Some(&Token::PathSep) =>
            {
                reader.inline_path(&module);
                continue;
            }
            _ => {}
        }
        reader.at += 1;
    }
    reader.out
}

struct Reader<'a> {
    tokens: &'a [(Token, usize)],
    at: usize,
    out: Vec<Reach>,
}

impl Reader<'_> {
    fn peek(&self, ahead: usize) -> Option<&Token> {
        self.tokens.get(self.at + ahead).map(|(t, _)| t)
    }

    fn line(&self) -> usize {
        self.tokens.get(self.at).map_or(0, |(_, line)| *line)
    }

    /// Notes where a finished path reached, if it went into the crate below the root.
    fn reached(&mut self, place: &Place, line: usize) {
        if let Place::Crate(path) = place {
            if let Some(first) = path.first() {
                let name = first.clone();
                self.out.push(Reach { name, line });
            }
        }
    }

    /// A use tree (`a::b`, `a::{b, c::*}`, `a as b`, `*`), from after `use` or a brace or
    /// comma; stops before the `,` `}` or `;` that ends it.
    fn use_tree(&mut self, mut place: Place, module: &[String]) {
        let line = self.line();
        loop {
            match self.peek(0).cloned() {
                Some(Token::PathSep) => {
                    if matches!(place, Place::Start) {
                        place = Place::Elsewhere; // `::std::…`: an extern crate
                    }
                    self.at += 1;
                }
                Some(Token::Word(w)) if w == "as" => self.at += 2,
                Some(Token::Word(w)) => {
                    place = place.then(&w, module);
                    self.at += 1;
                }
                Some(Token::Punct('{')) => {
                    self.at += 1;
                    while !matches!(self.peek(0), Some(Token::Punct('}')) | None) {
                        let before = self.at;
                        self.use_tree(place.clone(), module);
                        if self.peek(0) == Some(&Token::Punct(',')) {
                            self.at += 1;
                        }
                        assert!(
                            self.at > before,
                            "stuck at {:?} line {}",
                            self.peek(0),
                            self.line()
                        );
                    }
                    self.at += 1;
                    return;
                }
                // A glob, or a macro's repetition: `use crate::games::{$($module),*}`.
                Some(Token::Punct('*' | '$' | '(' | ')')) => self.at += 1,
                _ => {
                    self.reached(&place, line);
                    return;
                }
            }
        }
    }

    /// A path in code: `crate::a::f`, `super::super::a::T`, `$crate::lang::Lang`.
    fn inline_path(&mut self, module: &[String]) {
        let line = self.line();
        let mut place = Place::Start;
        while let Some(Token::Word(w)) = self.peek(0).cloned() {
            place = place.then(&w, module);
            self.at += 1;
            let name_follows = matches!(self.peek(1), Some(Token::Word(_)));
            if self.peek(0) == Some(&Token::PathSep) && name_follows {
                self.at += 1;
            } else {
                break;
            }
        }
        self.reached(&place, line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The top-level names `source` reaches, read as the file of module `module` ("core/ai").
    fn reached(module: &str, source: &str) -> Vec<String> {
        let module: Vec<String> = module.split('/').map(str::to_string).collect();
        reaches(&module, source)
            .into_iter()
            .map(|r| r.name)
            .collect()
    }

    #[test]
    fn the_reader_sees_every_import_form() {
        let core = "core";
        assert_eq!(reached(core, "use crate::app::Screen;"), ["app"]);
        assert_eq!(reached(core, "pub use crate::app::Screen as S;"), ["app"]);
        assert_eq!(reached(core, "pub(crate) use crate::app;"), ["app"]);
        assert_eq!(
            reached(core, "use crate::{lang::Lang, app};"),
            ["lang", "app"]
        );
        let nested = "use crate::{lang::{self, Lang}, games::{blokus::{Blokus, *}}};";
        assert_eq!(reached(core, nested), ["lang", "lang", "games", "games"]); // one per leaf
        assert_eq!(reached(core, "use crate::{\n  app\n};"), ["app"]);
        let repeated = "use crate::games::{$($module),*};"; // a macro's: `$module` and `*`
        assert_eq!(reached(core, repeated), ["games", "games"]);
        assert_eq!(reached(core, "fn f() { crate::app::start() }"), ["app"]);
        assert_eq!(
            reached(core, "let x = <crate::app::X as T>::new();"),
            ["app"]
        );
        assert_eq!(reached(core, "crate::words! { }"), ["words"]);
        assert_eq!(reached(core, "fn f() -> $crate::lang::Lang {}"), ["lang"]);
    }

    #[test]
    fn the_reader_climbs_out_with_super() {
        // From `core::ai`, two `super`s reach the crate root.
        assert_eq!(reached("core/ai", "use super::super::app::X;"), ["app"]);
        let mixed = "use super::{super::app, rng};";
        assert_eq!(reached("core/ai", mixed), ["app", "core"]);
        let inline = "fn f() { super::super::app::g() }";
        assert_eq!(reached("core/ai", inline), ["app"]);
        assert_eq!(reached("core/ai", "use super::*;"), ["core"]);
        // Inline modules add a level each.
        let nested = "mod a { mod b { use super::super::super::app; } }\nuse super::games;";
        assert_eq!(reached("core", nested), ["app", "games"]);
        let tests = "#[cfg(test)]\nmod tests {\n    use super::*;\n}\nuse super::app;";
        assert_eq!(reached("core", tests), ["core", "app"]);
    }

    #[test]
    fn the_reader_skips_what_is_not_an_import() {
        let core = "core";
        let comments = "// use crate::app;\n/* crate::app /* nested */ crate::app */";
        assert!(reached(core, comments).is_empty());
        let strings = r##"let s = "use crate::app;"; let r = r#"crate::app"#;"##;
        assert!(reached(core, strings).is_empty());
        let bytes = "let b = b\"crate::app\"; let c = '\"'; use std::fmt;";
        assert!(reached(core, bytes).is_empty());
        let selves = "fn f<'a>(x: &'a str) { self.app(); Self::app(); }";
        assert!(reached(core, selves).is_empty());
        let others = "pub(crate) fn f() {} use ::std::fmt; use serde::{Serialize};";
        assert!(reached(core, others).is_empty());
        // A brace in a string or a character does not end an inline module early.
        let tests = "mod tests { fn f() { let _ = \"}\"; let _ = '}'; } use super::x; }";
        assert_eq!(reached(core, tests), ["core"]);
    }
}
