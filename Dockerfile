# The server image: the `ndoto` binary and the built web app, run as a non-root user.
# Build: docker build -t ndoto-server .   (docker-compose.yml builds it as `ndoto-server`)

# 1. The web app; its build regenerates the API clients from proto/ with buf (an npm package).
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
COPY proto/ /src/proto/
COPY buf.yaml buf.gen.yaml /src/
RUN npm run build

# 2. The server, in release mode.
FROM rust:1.95-bookworm AS server
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p ndoto && cp target/release/ndoto /usr/local/bin/ndoto

# 3. What runs: Debian slim, CA certificates for the model and YouTube providers, no compilers.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin ndoto \
 && mkdir -p /app/data && chown ndoto /app/data
WORKDIR /app
COPY --from=server /usr/local/bin/ndoto /usr/local/bin/ndoto
COPY --from=web /src/web/dist /app/web/dist
USER ndoto
ENV NDOTO_WEB_DIR=/app/web/dist NDOTO_DATA_DIR=/app/data NDOTO_LISTEN=0.0.0.0:8080
EXPOSE 8080
# Liveness: the process answers (/livez never reads the database). docker-compose.yml replaces it
# with readiness (/readyz) for the servers.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["ndoto", "probe", "livez"]
ENTRYPOINT ["ndoto"]
CMD ["serve"]
