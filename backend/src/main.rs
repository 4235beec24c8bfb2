use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_env("NDOTO_LOG").unwrap_or_else(|_| EnvFilter::new("info")))
        .with_target(false)
        .init();
    match ndoto::cli::run(ndoto::config::Cli::parse()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("ndoto: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
