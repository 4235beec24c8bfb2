//! Secrets kept in files of the data directory (the JWT secret, the embedded cluster's
//! passwords): written with mode 0600, and repaired to 0600 with a warning when found readable
//! or writable by group or others. Also private files that are no secret (the cluster's log).

use std::{
    fs,
    io::Write,
    os::unix::fs::{OpenOptionsExt, PermissionsExt},
    path::Path,
};

use anyhow::Context;

/// What only the owner may do with a secret file.
const OWNER_ONLY: u32 = 0o600;

/// The secret in `path`, or None when there is no such file. A file that group or others may
/// read or write is first set back to 0600, with a warning: whoever could read it may know it.
pub(crate) fn read(path: &Path) -> anyhow::Result<Option<Vec<u8>>> {
    let metadata = match fs::metadata(path) {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error).with_context(|| format!("cannot read {}", path.display())),
    };
    let mode = metadata.permissions().mode() & 0o777;
    if mode & 0o077 != 0 {
        fs::set_permissions(path, fs::Permissions::from_mode(OWNER_ONLY))
            .with_context(|| format!("{} is open to other users and cannot be set to 0600", path.display()))?;
        tracing::warn!(
            path = %path.display(),
            was = format!("{mode:o}"),
            "a secret file was open to other users; it is now 0600. Whoever could read it may know the secret: \
             delete the file to have a new one generated"
        );
    }
    fs::read(path).map(Some).with_context(|| format!("cannot read {}", path.display()))
}

/// Writes `secret` to `path` with mode 0600 (also when the file existed with another mode).
pub(crate) fn write(path: &Path, secret: &[u8]) -> anyhow::Result<()> {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(OWNER_ONLY)
        .open(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    file.set_permissions(fs::Permissions::from_mode(OWNER_ONLY))?;
    file.write_all(secret).with_context(|| format!("cannot write {}", path.display()))?;
    file.sync_all()?;
    Ok(())
}

/// Creates `path` empty with mode 0600 when missing, and sets an existing one to 0600: for files
/// that are no secret but may quote private data, such as a log.
pub(crate) fn create_private(path: &Path) -> anyhow::Result<()> {
    let file = fs::OpenOptions::new()
        .append(true)
        .create(true)
        .mode(OWNER_ONLY)
        .open(path)
        .with_context(|| format!("cannot open {}", path.display()))?;
    file.set_permissions(fs::Permissions::from_mode(OWNER_ONLY))
        .with_context(|| format!("cannot make {} private", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(path: &Path) -> u32 {
        fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn written_secrets_are_owner_only_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        assert_eq!(read(&path).unwrap(), None);
        fs::write(&path, b"old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        write(&path, b"s3cret").unwrap();
        assert_eq!(mode(&path), 0o600);
        assert_eq!(read(&path).unwrap().as_deref(), Some(&b"s3cret"[..]));
    }

    #[test]
    fn a_secret_open_to_others_is_repaired_on_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        fs::write(&path, b"s3cret").unwrap();
        for open in [0o644, 0o640, 0o606, 0o620] {
            fs::set_permissions(&path, fs::Permissions::from_mode(open)).unwrap();
            assert_eq!(read(&path).unwrap().as_deref(), Some(&b"s3cret"[..]));
            assert_eq!(mode(&path), 0o600, "{open:o}");
        }
    }
}
