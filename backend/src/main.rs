//! The `ndoto` command: serve, migrate or seed (see `ndoto --help`).

use std::io::IsTerminal;

use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    // Logs go to stderr (stdout carries what a person reads: the address, the demo logins).
    // NDOTO_LOG filters them; NDOTO_LOG_FORMAT=json writes one JSON object per line.
    let filter = EnvFilter::try_from_env("NDOTO_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_target(false).with_writer(std::io::stderr);
    if std::env::var("NDOTO_LOG_FORMAT").is_ok_and(|format| format == "json") {
        logs.json().flatten_event(true).init();
    } else {
        logs.with_ansi(std::io::stderr().is_terminal()).init();
    }
    match ndoto::cli::run(ndoto::config::Cli::parse()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("ndoto: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
