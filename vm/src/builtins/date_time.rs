//! Date arithmetic, parsing and formatting as pure functions over time values (milliseconds since
//! the epoch, UTC), following the ECMAScript definitions (MakeDay, MakeTime, TimeClip, ...).

/// Milliseconds per day.
pub const MS_PER_DAY: f64 = 86_400_000.0;

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const DAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// Days from a civil date (Howard Hinnant's algorithm); `m` is 1-based.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// The civil date (year, 1-based month, day) of a day number.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = if z >= 0 { z } else { z - 146096 } / 146097;
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// The broken-down fields of a (finite) time value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fields {
    /// Full year.
    pub year: f64,
    /// Month, 0-based.
    pub month: f64,
    /// Day of the month, 1-based.
    pub date: f64,
    /// Hours.
    pub hours: f64,
    /// Minutes.
    pub minutes: f64,
    /// Seconds.
    pub seconds: f64,
    /// Milliseconds.
    pub ms: f64,
    /// Day of the week, 0 = Sunday.
    pub weekday: f64,
}

impl Fields {
    /// The fields as an array in setter order (year, month, date, h, m, s, ms).
    pub fn as_array(&self) -> [f64; 7] {
        [
            self.year,
            self.month,
            self.date,
            self.hours,
            self.minutes,
            self.seconds,
            self.ms,
        ]
    }
}

/// Breaks a finite time value into fields.
pub fn fields(t: f64) -> Fields {
    let ms = t as i64;
    let days = ms.div_euclid(86_400_000);
    let rem = ms.rem_euclid(86_400_000);
    let (y, m, d) = civil_from_days(days);
    Fields {
        year: y as f64,
        month: (m - 1) as f64,
        date: d as f64,
        hours: (rem / 3_600_000) as f64,
        minutes: (rem / 60_000 % 60) as f64,
        seconds: (rem / 1000 % 60) as f64,
        ms: (rem % 1000) as f64,
        weekday: (days + 4).rem_euclid(7) as f64,
    }
}

/// MakeTime.
pub fn make_time(h: f64, m: f64, s: f64, ms: f64) -> f64 {
    if !(h.is_finite() && m.is_finite() && s.is_finite() && ms.is_finite()) {
        return f64::NAN;
    }
    h.trunc() * 3_600_000.0 + m.trunc() * 60_000.0 + s.trunc() * 1000.0 + ms.trunc()
}

/// MakeDay (month 0-based; out-of-range months and dates roll over).
pub fn make_day(year: f64, month: f64, date: f64) -> f64 {
    if !(year.is_finite() && month.is_finite() && date.is_finite()) {
        return f64::NAN;
    }
    let (y, m, dt) = (year.trunc(), month.trunc(), date.trunc());
    let ym = y + (m / 12.0).floor();
    if ym.abs() > 400_000.0 {
        return f64::NAN;
    }
    let mn = m.rem_euclid(12.0);
    days_from_civil(ym as i64, mn as i64 + 1, 1) as f64 + dt - 1.0
}

/// MakeDate.
pub fn make_date(day: f64, time: f64) -> f64 {
    let t = day * MS_PER_DAY + time;
    if t.is_finite() {
        t
    } else {
        f64::NAN
    }
}

/// TimeClip: NaN outside ±8.64e15 ms, else the integral value.
pub fn time_clip(t: f64) -> f64 {
    if !t.is_finite() || t.abs() > 8.64e15 {
        f64::NAN
    } else {
        t.trunc() + 0.0
    }
}

/// A time value from fields in setter order (year, month, date, h, m, s, ms).
pub fn from_fields(f: &[f64; 7]) -> f64 {
    make_date(
        make_day(f[0], f[1], f[2]),
        make_time(f[3], f[4], f[5], f[6]),
    )
}

fn year_text(y: i64) -> String {
    if (0..=9999).contains(&y) {
        format!("{y:04}")
    } else if y < 0 {
        format!("-{:06}", -y)
    } else {
        format!("+{y:06}")
    }
}

/// The ISO 8601 text of a time value in the years 0 to 9999 (every date a program meets),
/// written into a fixed buffer: `format!` with seven arguments cost several times the rest of
/// `toISOString`. `None` for other years (six-digit signed forms) and invalid times.
pub fn iso_bytes(t: f64) -> Option<[u8; 24]> {
    if !t.is_finite() || t.abs() > 8.64e15 {
        return None;
    }
    let ms = t as i64;
    let rem = ms.rem_euclid(86_400_000);
    let (y, m, d) = civil_from_days(ms.div_euclid(86_400_000));
    if !(0..=9999).contains(&y) {
        return None;
    }
    let mut b = *b"0000-00-00T00:00:00.000Z";
    let mut put = |at: usize, width: usize, mut v: i64| {
        for i in (at..at + width).rev() {
            b[i] = b'0' + (v % 10) as u8;
            v /= 10;
        }
    };
    put(0, 4, y);
    put(5, 2, m);
    put(8, 2, d);
    put(11, 2, rem / 3_600_000);
    put(14, 2, rem / 60_000 % 60);
    put(17, 2, rem / 1000 % 60);
    put(20, 3, rem % 1000);
    Some(b)
}

/// ISO 8601 form of a time value, or "Invalid Date".
pub fn to_iso_or_invalid(t: f64) -> String {
    if let Some(b) = iso_bytes(t) {
        return b.iter().map(|&c| c as char).collect();
    }
    if !t.is_finite() || t.abs() > 8.64e15 {
        return "Invalid Date".into();
    }
    let f = fields(t);
    format!(
        "{}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        year_text(f.year as i64),
        f.month as i64 + 1,
        f.date as i64,
        f.hours as i64,
        f.minutes as i64,
        f.seconds as i64,
        f.ms as i64
    )
}

fn signed_year(y: i64) -> String {
    if y < 0 {
        format!("-{:06}", -y)
    } else {
        format!("{y:04}")
    }
}

/// `toUTCString`: `Tue, 02 Jan 2024 03:04:05 GMT`.
pub fn utc_string(t: f64) -> String {
    if t.is_nan() {
        return "Invalid Date".into();
    }
    let f = fields(t);
    format!(
        "{}, {:02} {} {} {:02}:{:02}:{:02} GMT",
        &DAYS[f.weekday as usize][..3],
        f.date as i64,
        &MONTHS[f.month as usize][..3],
        signed_year(f.year as i64),
        f.hours as i64,
        f.minutes as i64,
        f.seconds as i64
    )
}

/// `toDateString` of a local time value: `Tue Jan 02 2024`.
pub fn date_string(local: f64) -> String {
    if local.is_nan() {
        return "Invalid Date".into();
    }
    let f = fields(local);
    format!(
        "{} {} {:02} {}",
        &DAYS[f.weekday as usize][..3],
        &MONTHS[f.month as usize][..3],
        f.date as i64,
        signed_year(f.year as i64)
    )
}

/// `toTimeString` of a local time value with its offset: `03:04:05 GMT+0000 (...)`.
pub fn time_string(local: f64, offset_minutes: i32) -> String {
    if local.is_nan() {
        return "Invalid Date".into();
    }
    let f = fields(local);
    let sign = if offset_minutes < 0 { '-' } else { '+' };
    let off = offset_minutes.abs();
    let name = if offset_minutes == 0 {
        " (Coordinated Universal Time)"
    } else {
        ""
    };
    format!(
        "{:02}:{:02}:{:02} GMT{sign}{:02}{:02}{name}",
        f.hours as i64,
        f.minutes as i64,
        f.seconds as i64,
        off / 60,
        off % 60
    )
}

/// Which parts a `toLocale*String` call shows, from its options (en-US style output).
#[derive(Clone, Debug, Default)]
pub struct LocaleParts {
    /// `weekday`: "long" | "short" | "narrow".
    pub weekday: Option<String>,
    /// `year`: "numeric" | "2-digit".
    pub year: Option<String>,
    /// `month`: "numeric" | "2-digit" | "long" | "short" | "narrow".
    pub month: Option<String>,
    /// `day`: "numeric" | "2-digit".
    pub day: Option<String>,
    /// `hour`.
    pub hour: Option<String>,
    /// `minute`.
    pub minute: Option<String>,
    /// `second`.
    pub second: Option<String>,
    /// `hour12: false` (24-hour clock).
    pub hour24: bool,
}

impl LocaleParts {
    fn any_date(&self) -> bool {
        self.weekday.is_some() || self.year.is_some() || self.month.is_some() || self.day.is_some()
    }
    fn any_time(&self) -> bool {
        self.hour.is_some() || self.minute.is_some() || self.second.is_some()
    }
}

fn num_part(v: f64, style: &str) -> String {
    if style == "2-digit" {
        format!("{:02}", (v as i64).rem_euclid(100))
    } else {
        format!("{}", v as i64)
    }
}

/// en-US date text for a local time value: `1/2/2024`, or `Tuesday, January 2, 2024` with text
/// month and weekday options.
pub fn locale_date(local: f64, p: &LocaleParts) -> String {
    let f = fields(local);
    let defaults = LocaleParts {
        year: Some("numeric".into()),
        month: Some("numeric".into()),
        day: Some("numeric".into()),
        ..Default::default()
    };
    let p = if p.any_date() { p } else { &defaults };
    let weekday = p.weekday.as_deref().map(|w| {
        let name = DAYS[f.weekday as usize];
        match w {
            "short" => name[..3].to_string(),
            "narrow" => name[..1].to_string(),
            _ => name.to_string(),
        }
    });
    let text_month = matches!(p.month.as_deref(), Some("long" | "short" | "narrow"));
    let body = if text_month {
        let name = MONTHS[f.month as usize];
        let month = match p.month.as_deref() {
            Some("short") => name[..3].to_string(),
            Some("narrow") => name[..1].to_string(),
            _ => name.to_string(),
        };
        let mut s = month;
        if let Some(d) = &p.day {
            s.push(' ');
            s.push_str(&num_part(f.date, d));
        }
        if let Some(y) = &p.year {
            s.push_str(if p.day.is_some() { ", " } else { " " });
            s.push_str(&num_part(f.year, y));
        }
        s
    } else {
        let mut parts = Vec::new();
        if let Some(m) = &p.month {
            parts.push(num_part(f.month + 1.0, m));
        }
        if let Some(d) = &p.day {
            parts.push(num_part(f.date, d));
        }
        if let Some(y) = &p.year {
            parts.push(num_part(f.year, y));
        }
        parts.join("/")
    };
    match (weekday, body.is_empty()) {
        (Some(w), true) => w,
        (Some(w), false) => format!("{w}, {body}"),
        (None, _) => body,
    }
}

/// en-US time text for a local time value: `3:04:05 AM` (or 24-hour with `hour12: false`).
pub fn locale_time(local: f64, p: &LocaleParts) -> String {
    let f = fields(local);
    let all = !p.any_time();
    let show_min = all || p.minute.is_some();
    let show_sec = all || p.second.is_some();
    let h = f.hours as i64;
    let (hour, suffix) = if p.hour24 {
        (h, "")
    } else {
        (
            if h % 12 == 0 { 12 } else { h % 12 },
            if h < 12 { " AM" } else { " PM" },
        )
    };
    let mut s = if p.hour.as_deref() == Some("2-digit") || p.hour24 {
        format!("{hour:02}")
    } else {
        format!("{hour}")
    };
    if show_min {
        s.push_str(&format!(":{:02}", f.minutes as i64));
    }
    if show_sec {
        s.push_str(&format!(":{:02}", f.seconds as i64));
    }
    s.push_str(suffix);
    s
}

/// Parses a date string: the ISO format (date-only forms are UTC, date-times without an offset
/// local) and the common forms engines accept (`Tue, 02 Jan 2024 03:04:05 GMT`, `Jan 2, 2024`,
/// `January 2, 2024 10:00`, `2 January 2024`, `2024/01/02`, `1/2/2024 3:04 PM`). Returns the
/// time value, or NaN. `offset_minutes` is the local time zone's offset from UTC.
pub fn parse(s: &str, offset_minutes: i32) -> f64 {
    let s = s.trim();
    if let Some(t) = parse_iso(s, offset_minutes) {
        return time_clip(t);
    }
    parse_loose(s, offset_minutes).map_or(f64::NAN, time_clip)
}

fn parse_iso(s: &str, offset_minutes: i32) -> Option<f64> {
    let b = s.as_bytes();
    // The digits in `r` (all digits, at least one) as a number.
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let t = b.get(r)?;
        if t.is_empty() {
            return None;
        }
        t.iter().try_fold(0i64, |v, &c| {
            c.is_ascii_digit().then(|| v * 10 + i64::from(c - b'0'))
        })
    };
    let (y, mut i) = match b.first() {
        Some(c @ (b'+' | b'-')) => {
            let y = num(1..7)?;
            if *c == b'-' && y == 0 {
                return None;
            }
            (if *c == b'-' { -y } else { y }, 7)
        }
        _ => (num(0..4)?, 4),
    };
    let (mut mo, mut d) = (1, 1);
    if b.get(i) == Some(&b'-') {
        mo = num(i + 1..i + 3)?;
        i += 3;
        if b.get(i) == Some(&b'-') {
            d = num(i + 1..i + 3)?;
            i += 3;
        }
    }
    let (mut h, mut mi, mut sec, mut ms) = (0, 0, 0, 0);
    // Date-only forms are UTC; date-times without an offset are local time.
    let mut offset = Some(0i64);
    if matches!(b.get(i), Some(b'T') | Some(b't') | Some(b' ')) {
        offset = None;
        h = num(i + 1..i + 3)?;
        if b.get(i + 3) != Some(&b':') {
            return None;
        }
        mi = num(i + 4..i + 6)?;
        i += 6;
        if b.get(i) == Some(&b':') {
            sec = num(i + 1..i + 3)?;
            i += 3;
            if b.get(i) == Some(&b'.') {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                if j == start {
                    return None;
                }
                // Milliseconds: the first three digits, padded with zeros; the rest dropped.
                ms = (0..3).fold(0, |v, k| {
                    v * 10
                        + b.get(start + k)
                            .filter(|_| start + k < j)
                            .map_or(0, |c| i64::from(c - b'0'))
                });
                i = j;
            }
        }
        match b.get(i) {
            Some(b'Z' | b'z') => {
                offset = Some(0);
                i += 1;
            }
            Some(c @ (b'+' | b'-')) => {
                let sign = if *c == b'-' { -1 } else { 1 };
                let oh = num(i + 1..i + 3)?;
                let (om, len) = if b.get(i + 3) == Some(&b':') {
                    (num(i + 4..i + 6)?, 6)
                } else {
                    (num(i + 3..i + 5)?, 5)
                };
                offset = Some(sign * (oh * 60 + om));
                i += len;
            }
            _ => {}
        }
    }
    if i != b.len()
        || !(1..=12).contains(&mo)
        || !(1..=31).contains(&d)
        || h > 24
        || mi > 59
        || sec > 59
        || (h == 24 && (mi, sec, ms) != (0, 0, 0))
    {
        return None;
    }
    let offset = offset.unwrap_or(offset_minutes as i64);
    let days = days_from_civil(y, mo, d);
    Some(
        (days * 86_400_000 + h * 3_600_000 + mi * 60_000 + sec * 1000 + ms - offset * 60_000)
            as f64,
    )
}

fn month_index(word: &str) -> Option<i64> {
    let w = word.to_ascii_lowercase();
    if w.len() < 3 {
        return None;
    }
    MONTHS
        .iter()
        .position(|m| {
            m.to_ascii_lowercase().starts_with(&w) || w.starts_with(&m[..3].to_ascii_lowercase())
        })
        .map(|i| i as i64)
}

fn is_weekday(word: &str) -> bool {
    let w = word.to_ascii_lowercase();
    w.len() >= 3
        && DAYS
            .iter()
            .any(|d| d.to_ascii_lowercase().starts_with(&w[..3]))
}

fn parse_loose(s: &str, offset_minutes: i32) -> Option<f64> {
    // Drop a trailing parenthesised zone name: `(Coordinated Universal Time)`.
    let s = match s.find('(') {
        Some(i) => &s[..i],
        None => s,
    };
    let (mut year, mut month, mut day) = (None::<i64>, None::<i64>, None::<i64>);
    let (mut h, mut mi, mut sec, mut ms) = (0i64, 0i64, 0i64, 0i64);
    let mut pm: Option<bool> = None;
    let mut offset: Option<i64> = None;
    let mut loose_numbers = Vec::new();
    for tok in s
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let upper = tok.to_ascii_uppercase();
        if let Some(rest) = upper
            .strip_prefix("GMT")
            .or_else(|| upper.strip_prefix("UTC"))
            .or_else(|| (upper == "Z").then_some(""))
        {
            offset = Some(0);
            if !rest.is_empty() {
                offset = Some(parse_offset(rest)?);
            }
        } else if (tok.starts_with('+') || tok.starts_with('-')) && tok.len() >= 3 {
            offset = Some(parse_offset(tok)?);
        } else if upper == "AM" || upper == "PM" {
            pm = Some(upper == "PM");
        } else if tok.contains(':') {
            let (clock, suffix) = match upper
                .strip_suffix("PM")
                .or_else(|| upper.strip_suffix("AM"))
            {
                Some(c) => (c.to_string(), Some(upper.ends_with("PM"))),
                None => (tok.to_string(), None),
            };
            if suffix.is_some() {
                pm = suffix;
            }
            let mut parts = clock.split(':');
            h = parts.next()?.parse().ok()?;
            mi = parts.next()?.parse().ok()?;
            if let Some(sp) = parts.next() {
                let (sv, msv) = sp.split_once('.').unwrap_or((sp, "0"));
                sec = sv.parse().ok()?;
                ms = format!("{msv:0<3}").get(..3)?.parse().ok()?;
            }
            if parts.next().is_some() {
                return None;
            }
        } else if tok.contains('/') || (tok.contains('-') && tok.chars().next()?.is_ascii_digit()) {
            let nums: Vec<i64> = tok
                .split(['/', '-'])
                .map(|p| p.parse().ok())
                .collect::<Option<_>>()?;
            match nums.as_slice() {
                [a, b, c] if *a > 31 => (year, month, day) = (Some(*a), Some(b - 1), Some(*c)),
                [a, b, c] => (year, month, day) = (Some(*c), Some(a - 1), Some(*b)),
                [a, b] => (month, day) = (Some(a - 1), Some(*b)),
                _ => return None,
            }
        } else if let Ok(n) = tok.trim_end_matches('.').parse::<i64>() {
            loose_numbers.push((n, tok.len()));
        } else if let Some(m) = month_index(tok.trim_end_matches('.')) {
            month = Some(m);
        } else if is_weekday(tok) {
        } else {
            return None;
        }
    }
    for (n, len) in loose_numbers {
        if day.is_none() && len <= 2 && (1..=31).contains(&n) {
            day = Some(n);
        } else if year.is_none() {
            year = Some(if len <= 2 && n < 50 {
                2000 + n
            } else if len <= 2 {
                1900 + n
            } else {
                n
            });
        } else {
            return None;
        }
    }
    let (year, month) = (year?, month?);
    let day = day.unwrap_or(1);
    if !(0..12).contains(&month) || !(1..=31).contains(&day) || h > 24 || mi > 59 || sec > 59 {
        return None;
    }
    match pm {
        Some(true) if h < 12 => h += 12,
        Some(false) if h == 12 => h = 0,
        _ => {}
    }
    let offset = offset.unwrap_or(offset_minutes as i64);
    let days = days_from_civil(year, month + 1, day);
    Some(
        (days * 86_400_000 + h * 3_600_000 + mi * 60_000 + sec * 1000 + ms - offset * 60_000)
            as f64,
    )
}

/// `+hhmm`, `-hh:mm`, `+hh` as minutes east of UTC.
fn parse_offset(s: &str) -> Option<i64> {
    let (sign, rest) = match s.as_bytes().first()? {
        b'+' => (1, &s[1..]),
        b'-' => (-1, &s[1..]),
        _ => return None,
    };
    let digits: String = rest.chars().filter(|c| *c != ':').collect();
    if !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (h, m) = match digits.len() {
        1 | 2 => (digits.parse::<i64>().ok()?, 0),
        4 => (
            digits[..2].parse::<i64>().ok()?,
            digits[2..].parse::<i64>().ok()?,
        ),
        _ => return None,
    };
    Some(sign * (h * 60 + m))
}
