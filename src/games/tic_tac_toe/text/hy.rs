//! Tic-tac-toe's words in Armenian.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    blue: "Կապույտ",
    red: "Կարմիր",
    draw: "Ոչ-ոքի․ տախտակը լցվեց առանց երեքը մեկ գծում։",
    err_off_board: "այդպիսի վանդակ չկա",
    err_taken: "այդ վանդակն արդեն զբաղված է",
    err_game_over: "խաղն ավարտված է",
    board_label: "Խաչ ու զրոյի տախտակ",
    rules: &[
        "Երկու խաղացող՝ Կապույտն ու Կարմիրը, հերթով խաղում են 3 × 3 վանդակների տախտակին․ Կապույտն է սկսում։",
        "Յուրաքանչյուր քայլով ձեր նշանը դնում եք դատարկ վանդակում։ Ոչ ոք բաց չի թողնում։",
        "Ձեր երեք նշանները մեկ տողում, սյունակում կամ անկյունագծում հաղթում են։",
        "Լցված տախտակն առանց երեքը մեկ գծում ոչ-ոքի է։",
    ],
    move_line: |who, square| format!("{who}: {square}"),
    wins: |who| format!("{who}ը հաղթում է՝ երեքը մեկ գծում։"),
    square_empty: |square| format!("{square}, դատարկ"),
    square_taken: |square, who| format!("{square}՝ զբաղված ({who})"),
};

pub static CATALOG: Catalog = Catalog {
    name: "Խաչ ու զրո",
    tagline: "Երեքը մեկ գծում՝ փոքր տախտակին․ փորձարկման խաղ։",
};
