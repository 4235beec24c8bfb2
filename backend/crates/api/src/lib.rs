//! The code generated from `proto/` by build.rs: messages, tonic servers and clients, proto3 JSON
//! serde, and the REST transcoder. Never edited by hand. A crate of its own so that editing a
//! handler does not recompile it.

#![allow(clippy::all, clippy::pedantic, missing_docs, reason = "generated code")]

/// The `ndoto.v1` package.
pub mod ndoto {
    /// Version 1 of the API.
    pub mod v1 {
        include!(concat!(env!("OUT_DIR"), "/ndoto.v1.rs"));
        include!(concat!(env!("OUT_DIR"), "/ndoto.v1.serde.rs"));
        include!(concat!(env!("OUT_DIR"), "/ndoto.v1.rest.rs"));
    }
}

pub use ndoto::v1;

/// The REST transcoder for every service, generated from the `google.api.http` rules.
pub mod rest {
    #[allow(unused_imports)]
    use super::ndoto;
    include!(concat!(env!("OUT_DIR"), "/transcoder.rest.rs"));
}

/// The encoded descriptor set of every proto file, for gRPC reflection.
pub const FILE_DESCRIPTOR_SET: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/ndoto_descriptor.bin"));

/// The well-known types (`google.protobuf.Timestamp`, `Struct`) the messages use, with their
/// proto3 JSON serde.
pub use pbjson_types;
