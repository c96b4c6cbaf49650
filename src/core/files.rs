//! A game's records as another program's files (Blokus: Pentobi's SGF). The saves reach a
//! game's files only through this trait (erased in `AnyGame::read_file` / `write_file`); most
//! games have none, which the defaults say.

use crate::core::game::GameText;
use crate::core::record::Record;
use crate::lang::Lang;

/// A record as another program's file, with the words of its download.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileOut {
    /// The file name's extension (without the dot) and the file's MIME type.
    pub extension: &'static str,
    pub mime: &'static str,
    pub text: String,
    /// The download button's label, e.g. "Download for Pentobi (.blksgf)".
    pub label: &'static str,
    /// Said beside it when the other program would read this record under other rules.
    pub note: Option<&'static str>,
}

/// A game read from another program's file.
#[derive(Clone, Debug, PartialEq)]
pub struct FileIn<G: GameText> {
    pub record: Record<G>,
    /// What the file held besides, left out, in words (e.g. its other lines of play).
    pub left_out: Vec<String>,
}

pub trait RecordFiles: GameText {
    /// `text` read as a file of this game's format (its game named by `seed`), or why not in
    /// words of `lang`; `None` when the file is not of its format.
    fn read_file(_lang: Lang, _text: &str, _seed: u64) -> Option<Result<FileIn<Self>, String>> {
        None
    }

    /// The record as a file of this game's format, if it has one.
    fn write_file(_lang: Lang, _record: &Record<Self>) -> Option<FileOut> {
        None
    }
}
