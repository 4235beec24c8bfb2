//! The answer of RPCs whose features are not built yet: UNIMPLEMENTED, never invented data.

use tonic::Status;

/// UNIMPLEMENTED for `rpc`, naming the piece of work that will build it.
pub fn not_built_yet(rpc: &str, arrives_with: &str) -> Status {
    Status::unimplemented(format!("{rpc} is not available yet: it arrives with {arrives_with}"))
}
