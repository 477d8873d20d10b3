//! Discovery: how a model finds and understands tools.

pub mod analyze;
pub mod instructions;
pub mod schema_ts;
pub mod search;
