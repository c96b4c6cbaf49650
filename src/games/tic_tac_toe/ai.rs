//! The search needs nothing beyond the defaults: uniform random playouts on nine squares.

use super::rules::TicTacToe;
use crate::core::ai::Searchable;

impl Searchable for TicTacToe {}
