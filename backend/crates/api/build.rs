//! Compiles `proto/` once (protox, no system protoc) and feeds the one descriptor set to every
//! generator: prost/tonic types and servers, pbjson serde for proto3 JSON, the REST transcoder
//! from the `google.api.http` rules, and the bytes served by gRPC reflection.

use std::{env, fs, path::PathBuf};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let proto_root = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?).join("../../../proto");
    let out_dir = PathBuf::from(env::var("OUT_DIR")?);

    let mut service_files = Vec::new();
    for entry in fs::read_dir(proto_root.join("ndoto/v1"))? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "proto") {
            service_files.push(path.strip_prefix(&proto_root)?.to_path_buf());
        }
    }
    service_files.sort();
    // Rerun for this script and for any change under proto/ (cargo scans a directory whole, so
    // an added or removed file counts too); nothing else in this crate feeds the generators.
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={}", proto_root.display());

    let mut compiler = protox::Compiler::new([&proto_root])?;
    compiler.include_imports(true);
    compiler.include_source_info(true);
    compiler.open_files(&service_files)?;
    let descriptor_bytes = compiler.encode_file_descriptor_set();
    fs::write(out_dir.join("ndoto_descriptor.bin"), &descriptor_bytes)?;

    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .build_transport(false)
        // Well-known types come from pbjson-types, which carry proto3 JSON serde.
        .compile_well_known_types(true)
        .extern_path(".google.protobuf", "::pbjson_types")
        // Map fields as BTreeMap: the same answer is the same bytes on every replica (a HashMap's
        // order differs per process), so caches and comparisons agree.
        .btree_map(".ndoto")
        .compile_fds(compiler.file_descriptor_set())?;

    pbjson_build::Builder::new()
        .register_descriptors(&descriptor_bytes)?
        // Print default values (`isCompleted: false`, `[]`), as the spec's web client reads them.
        .emit_fields()
        // Unknown fields are refused (400 naming the field), as the protobuf JSON mapping
        // recommends: a typo in a PATCH must not be a silent no-op.
        .btree_map([".ndoto"])
        .build(&[".ndoto"])?;

    rest_over_grpc::build::compile_fds(&descriptor_bytes, &out_dir)?;
    Ok(())
}
