//! Where saves live: a small key–value store. The browser's localStorage in the app
//! (`app::storage::LocalStore`), a map in native tests (`MemoryStore`), where two "tabs" can
//! share one store.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// Why the store refused a read or a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// No storage at all (switched off, or a private window that has none).
    Unavailable,
    /// Full: deleting saved games frees room.
    Full,
    /// Refused for another reason (blocked by a setting): deleting does not help.
    Blocked,
}

impl StoreError {
    /// In words: a full storage and a blocked one need different advice (deleting saved
    /// games frees room in the first, does nothing in the second).
    pub fn words(self, t: &crate::text::Words) -> &'static str {
        match self {
            StoreError::Unavailable => t.no_storage,
            StoreError::Full => t.storage_full,
            StoreError::Blocked => t.storage_blocked,
        }
    }
}

pub trait Store {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&self, key: &str);
    /// Every key, in no particular order.
    fn keys(&self) -> Vec<String>;
}

/// A store in memory, for tests; `full` makes every write fail as a full storage would.
#[derive(Default)]
pub struct MemoryStore {
    map: RefCell<BTreeMap<String, String>>,
    pub full: std::cell::Cell<bool>,
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.borrow().get(key).cloned()
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        if self.full.get() {
            return Err(StoreError::Full);
        }
        self.map.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }
    fn remove(&self, key: &str) {
        self.map.borrow_mut().remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.map.borrow().keys().cloned().collect()
    }
}

/// Two tabs of one browser share one store.
impl<S: Store + ?Sized> Store for Rc<S> {
    fn get(&self, key: &str) -> Option<String> {
        (**self).get(key)
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        (**self).set(key, value)
    }
    fn remove(&self, key: &str) {
        (**self).remove(key)
    }
    fn keys(&self) -> Vec<String> {
        (**self).keys()
    }
}
