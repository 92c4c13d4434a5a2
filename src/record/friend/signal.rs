//! A live connection's offer and answer (WebRTC session descriptions) cut down to what the
//! connection needs (the ICE user fragment and password, the DTLS fingerprint, the DTLS role, the
//! candidates) and packed as base-64 digits, so that a friend's link carries one and stays short
//! enough for a readable QR code (NOTATION.md, "Playing live"). Everything else of a description
//! is the same for every data channel, and written back by [`Signal::to_sdp`].

use super::message::{check_end, check_version, digits_of, GameId, VERSION};
use super::FriendError;
use crate::record::digits::{digit_value, BlockReader, Digits, Writer};

/// A link of its own for a signal (to connect again in a game that has begun); after a friend's
/// link, a signal follows [`SEPARATOR`] without it.
pub const LIVE: &str = "l=";
/// Between a friend's link and the signal it carries.
pub const SEPARATOR: char = '.';
/// An offer older than this is not answered: the page that made it has most likely given up.
pub const OFFER_MINUTES: u32 = 10;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// An offer names its game (a link of its own is opened by the game it belongs to) and when
    /// it was made, in minutes since 1970.
    Offer { game: GameId, made: u32 },
    /// An answer goes to the page waiting with its offer, known by the offer's tag.
    Answer,
}

/// The DTLS role a description takes (`a=setup`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    /// A name the browser gives a local address to hide it (a UUID and `.local`).
    Mdns([u8; 16]),
}

/// Where the other browser may reach this one: its own address, or the public one a STUN server
/// saw (server reflexive). UDP only; no relays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Candidate {
    pub reflexive: bool,
    pub address: Address,
    pub port: u16,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Signal {
    pub kind: Kind,
    /// The offer's number (an answer repeats its offer's): the waiting page knows its own.
    pub tag: u32,
    pub setup: Setup,
    ufrag: String,
    password: String,
    fingerprint: [u8; 32],
    pub candidates: Vec<Candidate>,
}

/// The most candidates kept (a browser with many networks lists more; the first are its best).
const MAX_CANDIDATES: usize = 8;
/// ICE's user fragment and password: at most 256 characters of base 64 (RFC 8839).
const MAX_ICE_CHARS: u32 = 256;

impl Signal {
    /// The parts of a browser's session description a connection needs; `None` when one is
    /// missing (no SHA-256 fingerprint, no UDP candidate).
    pub fn from_sdp(kind: Kind, tag: u32, sdp: &str) -> Option<Signal> {
        let (mut ufrag, mut password, mut fingerprint, mut setup) = (None, None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            let Some((key, value)) = line.strip_prefix("a=").and_then(|l| l.split_once(':')) else { continue };
            match key {
                "ice-ufrag" => ufrag = Some(value.to_string()),
                "ice-pwd" => password = Some(value.to_string()),
                "fingerprint" => fingerprint = fingerprint.or(read_fingerprint(value)),
                "setup" => {
                    setup = Some(match value {
                        "active" => Setup::Active,
                        "passive" => Setup::Passive,
                        _ => Setup::ActPass,
                    })
                }
                "candidate" => candidates.extend(read_candidate(value)),
                _ => {}
            }
        }
        candidates.dedup();
        candidates.truncate(MAX_CANDIDATES);
        let (ufrag, password) = (ufrag.filter(|u| ice_chars(u))?, password.filter(|p| ice_chars(p))?);
        (!candidates.is_empty()).then_some(())?;
        Some(Signal { kind, tag, setup: setup.unwrap_or(Setup::ActPass), ufrag, password, fingerprint: fingerprint?, candidates })
    }

    /// A whole session description for a data channel, from the parts kept.
    pub fn to_sdp(&self) -> String {
        let setup = match self.setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        let fingerprint = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect::<Vec<_>>().join(":");
        let mut sdp = format!(
            "v=0\r\no=- {} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
             a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 {fingerprint}\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n",
            self.tag, self.ufrag, self.password
        );
        for (i, candidate) in self.candidates.iter().enumerate() {
            // RFC 8445's priority: the kind first, then the browser's own order.
            let kind = if candidate.reflexive { 100 } else { 126 };
            let priority = kind << 24 | (65_535 - i as u32) << 8 | 255;
            let address = match candidate.address {
                Address::V4(a) => a.map(|byte| byte.to_string()).join("."),
                // Written whole, without `::`: any form reads.
                Address::V6(a) => a.chunks(2).map(|pair| format!("{:x}", u16::from_be_bytes([pair[0], pair[1]]))).collect::<Vec<_>>().join(":"),
                Address::Mdns(id) => mdns_name(&id),
            };
            let typ = if candidate.reflexive { "srflx raddr 0.0.0.0 rport 0" } else { "host" };
            sdp.push_str(&format!("a=candidate:{i} 1 udp {priority} {address} {} typ {typ}\r\n", candidate.port));
        }
        sdp.push_str("a=end-of-candidates\r\n");
        sdp
    }

    /// Whether an offer is too old to answer at `now` (minutes since 1970).
    pub fn expired(&self, now: u32) -> bool {
        matches!(self.kind, Kind::Offer { made, .. } if now.saturating_sub(made) > OFFER_MINUTES)
    }

    /// The signal as base-64 digits (without a prefix).
    pub fn to_text(&self) -> String {
        let mut digits = Writer::new();
        digits.put(VERSION, 64);
        match self.kind {
            Kind::Offer { game, made } => {
                digits.put(0, 2);
                digits.put_bytes(&game);
                digits.put_bytes(&made.to_le_bytes());
            }
            Kind::Answer => digits.put(1, 2),
        }
        digits.put_bytes(&self.tag.to_le_bytes());
        digits.put(self.setup as u32, 3);
        for text in [&self.ufrag, &self.password] {
            digits.put(text.len() as u32, MAX_ICE_CHARS + 1);
            for c in text.bytes() {
                digits.put(u32::from(ice_digit(c).unwrap_or(0)), 64);
            }
        }
        digits.put_bytes(&self.fingerprint);
        digits.put(self.candidates.len() as u32, MAX_CANDIDATES as u32 + 1);
        for candidate in &self.candidates {
            digits.put(u32::from(candidate.reflexive), 2);
            match candidate.address {
                Address::V4(a) => {
                    digits.put(0, 3);
                    digits.put_bytes(&a);
                }
                Address::V6(a) => {
                    digits.put(1, 3);
                    digits.put_bytes(&a);
                }
                Address::Mdns(id) => {
                    digits.put(2, 3);
                    digits.put_bytes(&id);
                }
            }
            digits.put(u32::from(candidate.port), 1 << 16);
        }
        digits.put(1, 2);
        digits.into_text()
    }

    /// A signal written by [`to_text`](Signal::to_text).
    pub fn read(text: &str) -> Result<Signal, FriendError> {
        let digits = digits_of(text, "")?;
        let mut reader = BlockReader::new(&digits);
        check_version(&mut reader)?;
        let kind = match reader.take(2) {
            0 => Kind::Offer { game: reader.take_bytes(), made: u32::from_le_bytes(reader.take_bytes()) },
            _ => Kind::Answer,
        };
        let tag = u32::from_le_bytes(reader.take_bytes());
        let setup = [Setup::ActPass, Setup::Active, Setup::Passive][reader.take(3) as usize];
        let mut ice = [String::new(), String::new()];
        for text in &mut ice {
            let length = reader.take(MAX_ICE_CHARS + 1);
            *text = (0..length).map(|_| char::from(ICE_ALPHABET[reader.take(64) as usize])).collect();
        }
        let [ufrag, password] = ice;
        let fingerprint = reader.take_bytes();
        let count = reader.take(MAX_CANDIDATES as u32 + 1);
        let mut candidates = Vec::new();
        for _ in 0..count {
            let reflexive = reader.take(2) == 1;
            let address = match reader.take(3) {
                0 => Address::V4(reader.take_bytes()),
                1 => Address::V6(reader.take_bytes()),
                _ => Address::Mdns(reader.take_bytes()),
            };
            candidates.push(Candidate { reflexive, address, port: reader.take(1 << 16) as u16 });
        }
        check_end(&mut reader)?;
        if ufrag.len() < 4 || password.len() < 22 || candidates.is_empty() {
            return Err(FriendError::Damaged);
        }
        Ok(Signal { kind, tag, setup, ufrag, password, fingerprint, candidates })
    }
}

/// The friend's link of a fragment and the signal it carries: `l=<signal>` is a signal alone; else
/// a signal follows the link after [`SEPARATOR`], if one does.
pub fn split(fragment: &str) -> (Option<&str>, Option<&str>) {
    if let Some(signal) = fragment.strip_prefix(LIVE) {
        return (None, Some(signal));
    }
    match fragment.split_once(SEPARATOR) {
        Some((link, signal)) => (Some(link), Some(signal)),
        None => (Some(fragment), None),
    }
}

/// The characters of ICE's user fragment and password (RFC 8839's ice-char), in base 64's order.
const ICE_ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn ice_digit(c: u8) -> Option<u8> {
    match c {
        b'+' => Some(62),
        b'/' => Some(63),
        b'-' | b'_' => None,
        c => digit_value(c),
    }
}

fn ice_chars(text: &str) -> bool {
    (1..=MAX_ICE_CHARS as usize).contains(&text.len()) && text.bytes().all(|c| ice_digit(c).is_some())
}

/// `sha-256 AB:CD:…`, the only hash every browser offers; other hashes are passed over.
fn read_fingerprint(value: &str) -> Option<[u8; 32]> {
    let (hash, hex) = value.split_once(' ')?;
    if !hash.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let bytes = hex.trim().split(':').map(|pair| u8::from_str_radix(pair, 16).ok()).collect::<Option<Vec<u8>>>()?;
    bytes.try_into().ok()
}

/// `<foundation> <component> <transport> <priority> <address> <port> typ <type> …`: component 1's
/// UDP candidates of the kinds kept.
fn read_candidate(value: &str) -> Option<Candidate> {
    let parts: Vec<&str> = value.split_whitespace().collect();
    let [_, component, transport, _, address, port, typ_word, typ, ..] = parts.as_slice() else { return None };
    if *component != "1" || !transport.eq_ignore_ascii_case("udp") || *typ_word != "typ" {
        return None;
    }
    let reflexive = match *typ {
        "host" => false,
        "srflx" | "prflx" => true,
        _ => return None,
    };
    let address = match (read_ipv4(address), read_ipv6(address)) {
        (Some(a), _) => Address::V4(a),
        (_, Some(a)) => Address::V6(a),
        _ => Address::Mdns(read_mdns(address)?),
    };
    Some(Candidate { reflexive, address, port: port.parse().ok()? })
}

/// `192.168.1.20` (std's parser is more than the app's chunk needs).
fn read_ipv4(text: &str) -> Option<[u8; 4]> {
    let bytes = text.split('.').map(|part| part.parse().ok()).collect::<Option<Vec<u8>>>()?;
    bytes.try_into().ok()
}

/// `fd00::2`, `2001:db8:0:0:0:0:0:1`: eight groups of hexadecimal digits, a run of them left out
/// at a `::`.
fn read_ipv6(text: &str) -> Option<[u8; 16]> {
    let groups = |part: &str| -> Option<Vec<u16>> {
        match part {
            "" => Some(Vec::new()),
            part => part.split(':').map(|g| (g.len() <= 4).then(|| u16::from_str_radix(g, 16).ok()).flatten()).collect(),
        }
    };
    let all = match text.split_once("::") {
        Some((head, tail)) => {
            let (head, tail) = (groups(head)?, groups(tail)?);
            let missing = 8usize.checked_sub(head.len() + tail.len()).filter(|&n| n > 0)?;
            [head, vec![0; missing], tail].concat()
        }
        None => groups(text).filter(|g| g.len() == 8)?,
    };
    let bytes: Vec<u8> = all.iter().flat_map(|group| group.to_be_bytes()).collect();
    bytes.try_into().ok()
}

/// A browser's name for a hidden address: a UUID, `.local`.
fn read_mdns(name: &str) -> Option<[u8; 16]> {
    let uuid = name.strip_suffix(".local")?;
    let hex: String = uuid.split('-').collect();
    if uuid.len() != 36 || hex.len() != 32 {
        return None;
    }
    let bytes = (0..16).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()).collect::<Option<Vec<u8>>>()?;
    bytes.try_into().ok()
}

fn mdns_name(id: &[u8; 16]) -> String {
    let hex: String = id.iter().map(|b| format!("{b:02x}")).collect();
    format!("{}-{}-{}-{}-{}.local", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..])
}
