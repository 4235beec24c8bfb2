//! A fake SMTP server on loopback for the tests of the emails parents get (consent requests,
//! safety events, verification links): it accepts every message and keeps it.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

/// One message the fake SMTP server received: its recipients and its data.
pub(crate) type Received = (Vec<String>, String);

/// What the fake SMTP server received.
#[derive(Clone, Default)]
pub(crate) struct Inbox(pub(crate) Arc<Mutex<Vec<Received>>>);

/// The subject of the email every sign-up sends.
pub(crate) const VERIFICATION_SUBJECT: &str = "Subject: Verify your email address for Ndoto";

impl Inbox {
    /// Every message received so far.
    pub(crate) fn all(&self) -> Vec<Received> {
        self.0.lock().unwrap().clone()
    }

    /// The messages received so far but the verification emails of the test's sign-ups.
    pub(crate) fn besides_verifications(&self) -> Vec<Received> {
        self.all().into_iter().filter(|(_, data)| !unfold(data).contains(VERIFICATION_SUBJECT)).collect()
    }

    /// The verification emails sent to `address` so far, as their text.
    pub(crate) fn verifications_to(&self, address: &str) -> Vec<String> {
        self.all()
            .into_iter()
            .filter(|(to, data)| to.iter().any(|to| to == address) && unfold(data).contains(VERIFICATION_SUBJECT))
            .map(|(_, data)| unfold(&data))
            .collect()
    }
}

/// A small SMTP server on loopback that accepts every message and keeps it.
pub(crate) async fn smtp_sink() -> (u16, Inbox) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let inbox = Inbox::default();
    let kept = inbox.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let kept = kept.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink ESMTP\r\n").await.unwrap();
                let mut recipients = Vec::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let command = line.to_ascii_uppercase();
                    let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO") {
                        b"250 sink\r\n"
                    } else if command.starts_with("RCPT TO:") {
                        recipients.push(line[8..].trim().trim_matches(['<', '>']).to_owned());
                        b"250 OK\r\n"
                    } else if command == "DATA" {
                        write.write_all(b"354 go ahead\r\n").await.unwrap();
                        let mut data = String::new();
                        while let Ok(Some(line)) = lines.next_line().await {
                            if line == "." {
                                break;
                            }
                            data.push_str(line.strip_prefix('.').unwrap_or(&line));
                            data.push('\n');
                        }
                        kept.0.lock().unwrap().push((std::mem::take(&mut recipients), data));
                        b"250 kept\r\n"
                    } else if command == "QUIT" {
                        let _ = write.write_all(b"221 bye\r\n").await;
                        break;
                    } else {
                        b"250 OK\r\n"
                    };
                    write.write_all(reply).await.unwrap();
                }
            });
        }
    });
    (port, inbox)
}

/// The text of a quoted-printable body (soft line breaks joined, `=XX` decoded); plain text as is.
pub(crate) fn unfold(data: &str) -> String {
    let joined = data.replace("=\n", "");
    let mut out = Vec::new();
    let bytes = joined.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && i + 2 < bytes.len()
            && bytes[i + 1].is_ascii_hexdigit()
            && bytes[i + 2].is_ascii_hexdigit()
        {
            out.push(u8::from_str_radix(&joined[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}
