//! Reading the files of a `.zip` a teacher picked in the browser (a lesson folder zipped):
//! stored and deflated entries, read from the central directory. Bounded: at most
//! [`MAX_ENTRIES`] entries and [`MAX_TOTAL`] bytes unpacked, so a hostile archive cannot fill
//! the memory.

use miniz_oxide::inflate::decompress_to_vec_with_limit;

/// The most entries read from one archive.
pub const MAX_ENTRIES: usize = 2_000;
/// The most bytes unpacked from one archive (lesson files are small).
pub const MAX_TOTAL: usize = 64 * 1024 * 1024;

/// Why an archive could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ZipError {
    /// No end-of-central-directory record: not a zip file (or cut short).
    NotAZip,
    /// A record points outside the file or is cut short.
    Damaged,
    /// An entry uses a compression other than stored or deflate.
    UnsupportedMethod(u16),
    /// More than [`MAX_ENTRIES`] entries or [`MAX_TOTAL`] bytes.
    TooBig,
}

impl std::fmt::Display for ZipError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ZipError::NotAZip => write!(f, "not a zip file"),
            ZipError::Damaged => write!(f, "the zip file is damaged"),
            ZipError::UnsupportedMethod(method) => write!(f, "compression method {method}"),
            ZipError::TooBig => write!(f, "more than {MAX_ENTRIES} files or {MAX_TOTAL} bytes"),
        }
    }
}

fn u16_at(bytes: &[u8], at: usize) -> Result<u16, ZipError> {
    let b = bytes.get(at..at + 2).ok_or(ZipError::Damaged)?;
    Ok(u16::from_le_bytes([b[0], b[1]]))
}

fn u32_at(bytes: &[u8], at: usize) -> Result<usize, ZipError> {
    let b = bytes.get(at..at + 4).ok_or(ZipError::Damaged)?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
}

/// Every file in the archive (folders skipped) as (path inside the archive, bytes).
pub fn read_zip(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, ZipError> {
    // The end record is in the last 22 + 65535 bytes (its comment is at most 65535 long).
    let earliest = bytes.len().saturating_sub(22 + 65_535);
    let end = (earliest..bytes.len().saturating_sub(21))
        .rev()
        .find(|&at| bytes[at..].starts_with(b"PK\x05\x06"))
        .ok_or(ZipError::NotAZip)?;
    let count = usize::from(u16_at(bytes, end + 10)?);
    if count > MAX_ENTRIES {
        return Err(ZipError::TooBig);
    }
    let mut at = u32_at(bytes, end + 16)?;
    let mut files = Vec::new();
    let mut total = 0usize;
    for _ in 0..count {
        if !bytes
            .get(at..)
            .is_some_and(|rest| rest.starts_with(b"PK\x01\x02"))
        {
            return Err(ZipError::Damaged);
        }
        let method = u16_at(bytes, at + 10)?;
        let compressed = u32_at(bytes, at + 20)?;
        let size = u32_at(bytes, at + 24)?;
        let name_len = usize::from(u16_at(bytes, at + 28)?);
        let extra_len = usize::from(u16_at(bytes, at + 30)?);
        let comment_len = usize::from(u16_at(bytes, at + 32)?);
        let local = u32_at(bytes, at + 42)?;
        let name_bytes = bytes
            .get(at + 46..at + 46 + name_len)
            .ok_or(ZipError::Damaged)?;
        let name = String::from_utf8_lossy(name_bytes).into_owned();
        at += 46 + name_len + extra_len + comment_len;
        if name.ends_with('/') {
            continue;
        }
        total = total.saturating_add(size);
        if total > MAX_TOTAL {
            return Err(ZipError::TooBig);
        }
        if !bytes
            .get(local..)
            .is_some_and(|rest| rest.starts_with(b"PK\x03\x04"))
        {
            return Err(ZipError::Damaged);
        }
        let data_at = local
            + 30
            + usize::from(u16_at(bytes, local + 26)?)
            + usize::from(u16_at(bytes, local + 28)?);
        let data = bytes
            .get(data_at..data_at.saturating_add(compressed))
            .ok_or(ZipError::Damaged)?;
        let content = match method {
            0 => data.to_vec(),
            8 => decompress_to_vec_with_limit(data, size.max(1)).map_err(|_| ZipError::Damaged)?,
            other => return Err(ZipError::UnsupportedMethod(other)),
        };
        files.push((name, content));
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A zip written by hand: `(name, content, deflate?)` entries.
    fn zip(entries: &[(&str, &[u8], bool)]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut central = Vec::new();
        for (name, content, deflate) in entries {
            let data = if *deflate {
                miniz_oxide::deflate::compress_to_vec(content, 6)
            } else {
                content.to_vec()
            };
            let method: u16 = if *deflate { 8 } else { 0 };
            let local = out.len() as u32;
            let sizes = |v: &mut Vec<u8>| {
                v.extend_from_slice(&0u32.to_le_bytes()); // crc (not checked)
                v.extend_from_slice(&(data.len() as u32).to_le_bytes());
                v.extend_from_slice(&(content.len() as u32).to_le_bytes());
            };
            out.extend_from_slice(b"PK\x03\x04");
            out.extend_from_slice(&[20, 0, 0, 0]);
            out.extend_from_slice(&method.to_le_bytes());
            out.extend_from_slice(&[0; 4]);
            sizes(&mut out);
            out.extend_from_slice(&(name.len() as u16).to_le_bytes());
            out.extend_from_slice(&0u16.to_le_bytes());
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(&data);
            central.extend_from_slice(b"PK\x01\x02");
            central.extend_from_slice(&[20, 0, 20, 0, 0, 0]);
            central.extend_from_slice(&method.to_le_bytes());
            central.extend_from_slice(&[0; 4]);
            sizes(&mut central);
            central.extend_from_slice(&(name.len() as u16).to_le_bytes());
            central.extend_from_slice(&[0; 12]);
            central.extend_from_slice(&local.to_le_bytes());
            central.extend_from_slice(name.as_bytes());
        }
        let at = out.len() as u32;
        let len = central.len() as u32;
        out.extend_from_slice(&central);
        out.extend_from_slice(b"PK\x05\x06");
        out.extend_from_slice(&[0; 4]);
        let count = entries.len() as u16;
        out.extend_from_slice(&count.to_le_bytes());
        out.extend_from_slice(&count.to_le_bytes());
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&at.to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        out
    }

    #[test]
    fn stored_and_deflated_files_come_out_as_they_went_in_and_folders_are_skipped() {
        let text = "id = \"x\"\n".repeat(50);
        let archive = zip(&[
            ("lessons/", b"", false),
            ("lessons/a.toml", b"id = \"a\"\n", false),
            ("lessons/b.toml", text.as_bytes(), true),
        ]);
        let files = read_zip(&archive).unwrap();
        assert_eq!(
            files,
            vec![
                ("lessons/a.toml".to_owned(), b"id = \"a\"\n".to_vec()),
                ("lessons/b.toml".to_owned(), text.into_bytes()),
            ]
        );
    }

    #[test]
    fn a_file_that_is_not_a_zip_or_is_cut_short_is_an_error_not_a_panic() {
        assert_eq!(read_zip(b"id = \"a\""), Err(ZipError::NotAZip));
        let archive = zip(&[("a.toml", b"id = \"a\"\n", false)]);
        for cut in 0..archive.len() {
            let _ = read_zip(&archive[cut..]);
            let _ = read_zip(&archive[..cut]);
        }
    }
}
