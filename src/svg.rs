//! Numbers for SVG attributes. Coordinates are written to two decimals with integer
//! formatting: a float's `Display` would bring Rust's float printing (grisu, dragon and
//! their tables) into the page's wasm for numbers no one reads.

/// `x` rounded to hundredths, without trailing zeros: 12, 12.5, -0.25.
pub fn num(x: f64) -> String {
    let hundredths = (x * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, frac) = (hundredths.abs() / 100, hundredths.abs() % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// Numbers separated by spaces, e.g. a `viewBox`.
pub fn nums(xs: &[f64]) -> String {
    xs.iter().map(|&x| num(x)).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_to_two_decimals() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(0.05), "0.05");
        assert_eq!(num(-0.25), "-0.25");
        assert_eq!(num(-0.004), "0");
        assert_eq!(num(327.666_666), "327.67");
        assert_eq!(num(1e6 + 0.1), "1000000.1");
        assert_eq!(nums(&[-2.0, 0.5, 74.0]), "-2 0.5 74");
    }

    #[test]
    fn reads_back_as_the_number_to_within_a_hundredth() {
        for i in -2000..2000 {
            let x = i as f64 * 0.173;
            let back: f64 = num(x).parse().unwrap();
            assert!((back - x).abs() <= 0.005 + 1e-9, "{x} -> {}", num(x));
        }
    }
}
