//! A game with a friend by links, end to end: two browsers with profiles of their own pass the
//! links between them as two friends would, and play a whole game.

use super::*;

/// The fragment of a link (what follows `#`): each browser has its own server, so a link is
/// opened on the receiver's own page, as a phone opens it on the app's address.
pub(super) fn fragment(link: &str) -> String {
    link.split_once('#').expect("a link with a fragment").1.to_string()
}

/// Open a friend's link in this tab (as tapping it with the app open does).
pub(super) async fn open_link(client: &Client, link: &str) {
    client.execute("location.hash = arguments[0]", vec![json!(fragment(link))]).await.unwrap();
}

pub(super) async fn friend_state(client: &Client) -> String {
    match client.find(Locator::Css("[data-friend-state]")).await {
        Ok(panel) => panel.attr("data-friend-state").await.unwrap().unwrap_or_default(),
        Err(_) => String::new(),
    }
}

/// Open a friend's link as a new page (as a tap on it in a chat does).
pub(super) async fn open_page(client: &Client, url: &str, link: &str) {
    client.goto(&format!("{url}#{}", fragment(link))).await.unwrap();
    ready(client).await;
}

/// Wait until the link to send is shown, and read it.
pub(super) async fn link_to_send(client: &Client, selector: &str) -> String {
    let started = Instant::now();
    loop {
        if let Ok(field) = client.find(Locator::Css(selector)).await {
            let link = field.prop("value").await.unwrap().unwrap_or_default();
            if !link.is_empty() {
                return link;
            }
        }
        assert!(started.elapsed() < Duration::from_secs(20), "no {selector} to send");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

/// Invite from the first browser to a game of `system`: the invitation link.
pub(super) async fn invite(client: &Client, system: &str) -> String {
    click(client, "[data-action=\"new-game\"]").await;
    client.element("[data-option=\"system\"]").await.select_by_value(system).await.unwrap();
    let name = client.element(".invite [data-option=\"name\"]").await;
    name.send_keys("Anna").await.unwrap();
    click(client, "[data-action=\"invite\"]").await;
    link_to_send(client, "[data-invite-link]").await
}

/// Accept an invitation in the second browser: the answer to send back.
pub(super) async fn accept(client: &Client, invitation: &str) -> String {
    open_link(client, invitation).await;
    client.wait().for_element(Locator::Css("[data-action=\"accept\"]")).await.expect("the invitation is offered");
    click(client, "[data-action=\"accept\"]").await;
    link_to_send(client, "[data-move-link]").await
}

/// Play this browser's whole turn, then the link to send; `None` when the game ended with nothing
/// to send.
pub(super) async fn play_turn(client: &Client) -> Option<String> {
    match play_own_turn(client).await {
        Passed::ToTheFriend => Some(link_to_send(client, "[data-move-link]").await),
        Passed::Over => None,
    }
}

pub(super) enum Passed {
    ToTheFriend,
    Over,
}

/// What this browser's turn asks for now, read in one look at the page (a whole game is hundreds
/// of these looks, each a round trip to the browser): the state of the game with the friend (none
/// in a game here), and what to tap, if anything (in Kendall, the piece furthest along that can
/// move: a race to the end).
pub(super) async fn next_tap(client: &Client) -> (String, Option<String>) {
    let next = client.execute(NEXT_TAP, vec![]).await.unwrap();
    (next[0].as_str().unwrap_or_default().to_string(), next[1].as_str().map(str::to_string))
}

const NEXT_TAP: &str = "document.getAnimations().forEach(a => a.finish());
    const panel = document.querySelector('[data-friend-state]');
    const state = panel ? panel.dataset.friendState : '';
    if (state === 'waiting' || state === 'over') return [state, null];
    const throw_ = document.querySelector('[data-action=\"throw\"]');
    if (throw_ && !throw_.hasAttribute('disabled')) return [state, '[data-action=\"throw\"]'];
    if (document.querySelector('[data-action=\"revive\"]')) return [state, '[data-action=\"revive\"]'];
    const movable = [...document.querySelectorAll('[data-square]')].filter(s => s.querySelector('[data-movable]')).map(s => Number(s.dataset.square));
    return [state, movable.length ? '[data-square=\"' + Math.max(...movable) + '\"] [data-movable]' : null];";

/// Tap what this browser's turn asks for next (`NEXT_TAP`'s choice; with a piece picked, its
/// destination), in one round trip: a friend's whole game is hundreds of taps, and WebDriver's
/// click costs several. The page's own `click()` runs the same handlers; a whole game by
/// WebDriver's taps is `a_whole_game_is_played_by_taps_on_a_phone`. The state of the game with the
/// friend, and whether anything was tapped.
async fn tap_next(client: &Client) -> (String, bool) {
    let script = format!(
        "const [state, next] = (() => {{ {NEXT_TAP} }})();
        if (state === 'waiting' || state === 'over') return [state, false];
        const picked = document.querySelector('.square.picked');
        if (picked) {{ (document.querySelector('[data-square][data-destination]') || picked).click(); return [state, true]; }}
        if (next) document.querySelector(next).click();
        return [state, next !== null];"
    );
    let tapped = client.execute(&script, vec![]).await.unwrap();
    (tapped[0].as_str().unwrap_or_default().to_string(), tapped[1].as_bool().unwrap_or_default())
}

/// Play this browser's whole turn: whether the friend's turn follows, or the game is over.
pub(super) async fn play_own_turn(client: &Client) -> Passed {
    let started = Instant::now();
    loop {
        if started.elapsed() > Duration::from_secs(60) {
            let page = client.execute("return [document.querySelector('.turn').innerText, document.querySelector('.alerts').innerText, (document.querySelector('[data-friend-state]')||{}).outerHTML, document.querySelector('[data-record]').textContent.slice(-300)]", vec![]).await.unwrap();
            panic!("the turn never ended: {page}");
        }
        match tap_next(client).await {
            (state, _) if state == "waiting" => return Passed::ToTheFriend,
            (state, _) if state == "over" => return Passed::Over,
            (_, true) => {}
            // The friend's moves are still being shown, or the throw's code is on its way.
            (_, false) => tokio::time::sleep(Duration::from_millis(40)).await,
        }
    }
}

/// The record's text as the record's panel shows it.
pub(super) async fn record_text(client: &Client) -> String {
    snapshot(client).await[1].as_str().unwrap().to_string()
}

/// The friend's moves being shown as they were played: a tap shows the rest at once.
pub(super) async fn hurry(client: &Client) {
    client.execute("document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))", vec![]).await.unwrap();
}

#[tokio::test]
async fn two_browsers_play_a_whole_game_by_links() {
    let (first, second) = (browser().await, browser().await);
    let (anna, boris) = (&first.client, &second.client);
    let invitation = invite(anna, "kendall").await;
    assert!(invitation.contains("#i="), "{invitation}");
    assert_eq!(friend_state(anna).await, "invited");
    let answer = accept(boris, &invitation).await;
    assert!(answer.contains("#f="), "{answer}");
    // The invitation opened where it was made is the player's own.
    open_link(anna, &invitation).await;
    assert!(alert_text(anna).await.contains("your own link"));
    click(anna, ".alert .dismiss").await;
    open_link(anna, &answer).await;
    let players = [anna, boris];
    let mut turn = match friend_state(anna).await.as_str() {
        "your-turn" => 0,
        _ => {
            let first_link = link_to_send(anna, "[data-move-link]").await;
            open_link(boris, &first_link).await;
            1
        }
    };
    let mut messages = 0;
    let mut tampered = false;
    while let Some(link) = play_turn(players[turn]).await {
        let receiver = players[1 - turn];
        messages += 1;
        if messages == 6 && !tampered {
            // A link changed on the way is refused, and nothing changes.
            tampered = true;
            let before = snapshot(receiver).await;
            let place = link.len() - 8;
            let changed = format!("{}{}{}", &link[..place], if &link[place..place + 1] == "A" { "B" } else { "A" }, &link[place + 1..]);
            open_link(receiver, &changed).await;
            assert!(alert_text(receiver).await.contains("This link changes nothing"), "{}", alert_text(receiver).await);
            click(receiver, ".alert .dismiss").await;
            assert_eq!(snapshot(receiver).await, before);
        }
        open_link(receiver, &link).await;
        // Two turns are shown as they were played, at the game's pace; a tap shows the others at once.
        if !(3..=4).contains(&messages) {
            hurry(receiver).await;
        }
        if messages == 10 {
            // The same link again changes nothing, and says so.
            open_link(receiver, "#").await;
            open_link(receiver, &link).await;
            assert!(alert_text(receiver).await.contains("opened here before"), "{}", alert_text(receiver).await);
            click(receiver, ".alert .dismiss").await;
            // A reload on either side keeps everything.
            for client in players {
                let before = record_text(client).await;
                client.refresh().await.unwrap();
                ready(client).await;
                assert_eq!(record_text(client).await, before);
            }
        }
        turn = 1 - turn;
    }
    for client in players {
        client.wait().for_element(Locator::Css(".game-over")).await.expect("the game is over on both");
    }
    assert_eq!(record_text(anna).await, record_text(boris).await, "both have the same record");
    let record = record_text(anna).await;
    assert!(record.contains("[Commitments \"") && record.contains("[Revealed \""), "{record}");
    assert!(messages > 20, "{messages} messages");
    // The name Anna gave is said where Boris reads of her (issue 39), not "your friend".
    let said = boris.element(".status").await.text().await.unwrap();
    assert!(said.contains("(Anna)") && !said.contains("your friend"), "{said}");
    let over = boris.element(".game-over").await.text().await.unwrap();
    assert!(over.contains("You won") || over.contains("Anna won"), "{over}");
    // The games library lists the game, with the friend's side.
    click(boris, "[data-action=\"new-game\"]").await;
    start_for_two(boris).await;
    click(boris, "[data-action=\"games\"]").await;
    let listed = boris.element(".library .games li").await.text().await.unwrap();
    assert!(listed.contains("against Anna (") && listed.contains("), on their device"), "{listed}");
    first.close().await;
    second.close().await;
}

#[tokio::test]
async fn a_friends_game_in_russian_and_resigned() {
    let (first, second) = (browser().await, browser().await);
    let (anna, boris) = (&first.client, &second.client);
    click(boris, "[data-action=\"language\"]").await;
    let axe = axe_core();
    let invitation = invite(anna, "kendall").await;
    // The invitation, its QR code open, and the offer: nothing axe-core finds, in either language.
    anna.execute("document.querySelector('.send-link details').open = true", vec![]).await.unwrap();
    anna.wait().for_element(Locator::Css("[data-qr-code] svg")).await.expect("the QR code is drawn");
    assert_eq!(accessibility_violations(anna, &axe).await, Vec::<String>::new());
    // The friend taps the link: the app opens on it.
    open_page(boris, &second.url, &invitation).await;
    boris.wait().for_element(Locator::Css(".friend-offer")).await.expect("the invitation is offered as the page opens");
    let offer = boris.element(".friend-offer").await.text().await.unwrap();
    assert!(offer.contains("Anna приглашает вас сыграть"), "{offer}");
    assert_eq!(accessibility_violations(boris, &axe).await, Vec::<String>::new());
    click(boris, "[data-action=\"accept\"]").await;
    let answer = link_to_send(boris, "[data-move-link]").await;
    let said = boris.element("[data-friend-state]").await.text().await.unwrap();
    assert!(said.contains("Отправьте этот ответ другу (Anna)"), "{said}");
    // The turn's line says what is true now: the answer is the friend's to open (issue 39).
    let turn = boris.element(".turn .waiting").await.text().await.unwrap();
    assert!(turn.starts_with("Ждём, когда Anna откроет ваш ответ"), "{turn}");
    open_page(anna, &first.url, &answer).await;
    if friend_state(anna).await != "your-turn" {
        let link = link_to_send(anna, "[data-move-link]").await;
        open_link(boris, &link).await;
        // The friend resigns on their turn: the link tells the inviter.
        boris.wait().for_element(Locator::Css("[data-friend-state=\"your-turn\"]")).await.unwrap();
        boris.execute("window.confirm = () => true", vec![]).await.unwrap();
        click(boris, "[data-action=\"resign\"]").await;
        let resignation = link_to_send(boris, "[data-move-link]").await;
        open_link(anna, &resignation).await;
    } else {
        anna.execute("window.confirm = () => true", vec![]).await.unwrap();
        click(anna, "[data-action=\"resign\"]").await;
        let resignation = link_to_send(anna, "[data-move-link]").await;
        open_link(boris, &resignation).await;
    }
    for client in [anna, boris] {
        let over = client.wait().for_element(Locator::Css(".game-over")).await.unwrap().text().await.unwrap();
        assert!(over.contains("resignation") || over.contains("партия сдана"), "{over}");
        assert!(record_text(client).await.contains("[Resigned \""), "the record says who resigned");
    }
    first.close().await;
    second.close().await;
}
