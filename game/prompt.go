package game

import (
	"fmt"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Prompts: the pending decision as a sentence a client can show without
// knowing any rule (docs/design.md: words for people), in English or Simplified Chinese,
// in the terms of the Chinese rules guide (see eventtext_zh.go). A prompt
// tells only public facts, so every viewer may read it; the option texts
// (Describe) are for the deciding player and may name the cards in their
// hand or library.

// say formats en or zh by lang. The formats may reorder the arguments
// with explicit indexes (%[2]s), as Chinese word order needs.
func say(lang Lang, en, zh string, args ...any) string {
	if lang == Chinese {
		return fmt.Sprintf(zh, args...)
	}
	return fmt.Sprintf(en, args...)
}

// Prompt returns the pending decision as one sentence in lang, naming
// who decides and what: "Alice: choose targets for Ajani's Pridemate's
// triggered ability." or "Alice：为……的触发式异能选择目标。". It tells
// only what every player may know. When nothing is pending it says
// whether the game is over or not started. An unknown lang gives English.
func (g *Game) Prompt(lang Lang) string {
	lang = lang.known()
	return finishText(lang, g.prompt(lang))
}

// prompt is Prompt before the tags are written for lang.
func (g *Game) prompt(lang Lang) string {
	d := g.pending
	if g.over {
		return say(lang, "The game is over.", "本盘游戏已结束。")
	}
	if !g.started || d.Kind == DecideNone {
		return say(lang, "The game has not started.", "本盘游戏尚未开始。")
	}
	who := g.langPlayer(d.Player, lang)
	has := "has"
	if q := g.teammate(d.Player); q != NoPlayer && g.mayAnswer(q, d) {
		// The team decides together (CR 805.5, 810.7c-d): name both.
		who = joinNames([]string{g.langPlayer(min(d.Player, q), lang), g.langPlayer(max(d.Player, q), lang)}, lang)
		has = "have"
	}
	src := func() string { return g.itemLabel(&g.res.item, lang) }
	// asker names what asks a choice made as a permanent enters, or else
	// the resolving spell or ability.
	asker := func() string {
		if s := g.enterChoiceDue(); s >= 0 && !g.namingEffect() {
			return g.label(g.idOf(s), lang)
		}
		return src()
	}
	cards := func(n int) string { return say(lang, plural(n, "card", "cards"), "张牌") }
	switch d.Kind {
	case DecidePriority:
		active := g.langPlayer(g.active, lang)
		if q := g.teammate(g.active); q != NoPlayer {
			// The team's turn (CR 805.4a).
			active = joinNames([]string{g.langPlayer(min(g.active, q), lang), g.langPlayer(max(g.active, q), lang)}, lang)
		}
		when := say(lang, "turn %d, %s's %s", "第%d回合，%s的%s", g.turn, active, stepName(g.step, lang))
		if g.stack.Len() > 0 {
			top := g.stack.At(0)
			return say(lang, "%s %s priority (%s): respond to %s, or pass.", "%[1]s拥有优先权（%[3]s）：回应%[4]s，或让过。",
				who, has, when, g.stackItemLabel(top, lang))
		}
		if g.sorceryTiming(d.Player) && g.teamMayPlayLand(d.Player) {
			return say(lang, "%s %s priority (%s): play a land, cast a spell, activate an ability, or pass.",
				"%[1]s拥有优先权（%[3]s）：放置地、施放咒语、使用异能，或让过。", who, has, when)
		}
		if g.sorceryTiming(d.Player) {
			// The land of the turn is played (CR 305.2).
			return say(lang, "%s %s priority (%s): cast a spell, activate an ability, or pass.",
				"%[1]s拥有优先权（%[3]s）：施放咒语、使用异能，或让过。", who, has, when)
		}
		// Not the player's main phase (CR 307.1, 305.1): only instants,
		// spells with flash and abilities.
		return say(lang, "%s %s priority (%s): cast an instant or a spell with flash, activate an ability, or pass.",
			"%[1]s拥有优先权（%[3]s）：施放瞬间或具闪现的咒语、使用异能，或让过。", who, has, when)
	case DecideDiscard:
		switch {
		case g.costDiscard:
			return say(lang, "%s: discard a card to pay the cost of %s (%d to go).", "%s：弃一张牌以支付%s的费用（还需弃%d张）。",
				who, g.topOfStackLabel(lang), d.Count)
		case g.res.active:
			return say(lang, "%s: discard a card (%s; %d to go).", "%s：弃一张牌（%s；还需弃%d张）。", who, src(), d.Count)
		case g.step == Cleanup:
			// CR 514.1: down to the maximum hand size.
			return say(lang, "%s: discard a card down to your maximum hand size of %d (%d to go).",
				"%s：弃一张牌至你的手牌上限%d张（还需弃%d张）。", who, g.rules.maxHandSize(), d.Count)
		}
		return say(lang, "%s: discard a card (%d to go).", "%s：弃一张牌（还需弃%d张）。", who, d.Count)
	case DecideAttackers:
		return say(lang, "%s: declare attackers.", "%s：宣告攻击者。", who)
	case DecideBlockers:
		return say(lang, "%s: declare blockers.", "%s：宣告阻挡者。", who)
	case DecideYesNo:
		if e := g.resolvingEffect(); e != nil && e.Op == ability.OpCounterUnlessPays {
			if victim := g.unlessPaysVictim(lang); victim != "" {
				return say(lang, "%s: pay %s, or %s counters %s?", "%s：支付%s，否则%s会反击%s？", who, g.payText(e, lang), src(), victim)
			}
			return say(lang, "%s: pay %s, or %s counters your spell or ability?", "%s：支付%s，否则%s会反击你的咒语或异能？", who, g.payText(e, lang), src())
		} else if e != nil && !e.PayMana.IsEmpty() {
			return say(lang, "%s: %s says \"you may pay %s\": do you?", "%s：%s写有“你可以支付%s”：是否支付？", who, src(), g.payText(e, lang))
		}
		if line := mayLine(g.itemDef(&g.res.item), g.abilityHost(&g.res.item) != 0, g.res.item); line != "" && lang == English {
			// The printed sentence says what is optional.
			return fmt.Sprintf("%s: %s says \"%s\": do you?", who, src(), line)
		}
		if lang == Chinese {
			// No printed Chinese line to quote: name which of the
			// card's abilities asks (Hoarding Dragon's two triggers,
			// Chandra's 0 and −7).
			return fmt.Sprintf("%s：%s%s写有“你可以”：是否执行？", who, src(), g.whichAbilityZh(&g.res.item))
		}
		return say(lang, "%s: %s says \"you may\": do you?", "%s：%s写有“你可以”：是否执行？", who, src())
	case DecideTriggerOrder:
		return say(lang, "%s: choose which of your %d triggered abilities goes on the stack next.",
			"%s：选择你的%d个触发式异能中接下来放进堆栈的一个。", who, d.Count)
	case DecideTargets:
		name := say(lang, "a triggered ability", "一个触发式异能")
		if d.Count >= 0 && d.Count < len(g.triggers) {
			t := &g.triggers[d.Count]
			name = g.triggerOwnerLabel(t.source, int(t.index), t.eventObject, lang)
		}
		return say(lang, "%s: choose targets for %s's triggered ability.", "%s：为%s的触发式异能选择目标。", who, name)
	case DecideSearch:
		if e := g.resolvingEffect(); e != nil && g.mustFind(d.Player, e) {
			// "Search your library for a card": one is found while the
			// library has one (CR 701.17d; only a stated quality lets
			// the player find nothing, 701.17b).
			return say(lang, "%s: search your library (%s): find %d more %s.",
				"%s：为%s搜寻你的牌库（还需找%d%s）。", who, src(), d.Count, cards(d.Count))
		}
		if d.Count > len(g.players[d.Player].library) {
			// "Any number" (Nissa's −7), or more than the library holds.
			return say(lang, "%s: search your library (%s): find any number of cards it allows, or stop.",
				"%s：为%s搜寻你的牌库（可找出任意数量符合条件的牌，也可停止）。", who, src())
		}
		return say(lang, "%s: search your library (%s): find up to %d more %s, or none.",
			"%s：为%s搜寻你的牌库（至多还可找%d%s，也可不找）。", who, src(), d.Count, cards(d.Count))
	case DecideKeep:
		if g.keep.kind == keepPlaneswalker {
			if lang == Chinese {
				if zh := planeswalkerTypesZh[g.keep.name]; zh != "" {
					return fmt.Sprintf("%s：选择要保留的%s鹏洛客；其余的置入坟墓场（鹏洛客唯一性规则）。", who, zh)
				}
				return fmt.Sprintf("%s：选择要保留的鹏洛客（同一鹏洛客类别）；其余的置入坟墓场（鹏洛客唯一性规则）。", who)
			}
			return fmt.Sprintf("%s: choose the %s planeswalker to keep; the others are put into the graveyard (planeswalker uniqueness).",
				who, g.keep.name)
		}
		name := g.keep.name
		for _, s := range g.battlefield {
			if g.keepCandidate(s) {
				name = cardLabel(g.objects[s].def, lang) // the card's name in lang
				break
			}
		}
		return say(lang, "%s: choose which %s to keep; the others are put into the graveyard (legend rule).",
			"%s：选择要保留的%s；其余的置入坟墓场（传奇规则）。", who, name)
	case DecideRedirect:
		victim := g.langPlayer(g.redirectedPlayer(), lang)
		return say(lang, "%s: %s deals damage to %s: deal it to a planeswalker %[3]s controls instead?",
			"%[1]s：%[2]s将对%[3]s造成伤害：是否改为对%[3]s操控的鹏洛客造成？", who, src(), victim)
	case DecideDamageOrder:
		att := g.attackerLabel(d.Count, lang)
		return say(lang, "%s: put the creatures blocking %s in damage assignment order: choose the next one.",
			"%s：为阻挡%s的生物排列伤害分配顺序：选择下一个。", who, att)
	case DecidePick:
		if d.Count == 1 {
			return say(lang, "%s: put the top card of your library into your graveyard (%s).",
				"%s：将你牌库顶的牌置入你的坟墓场（%s）。", who, src())
		}
		return say(lang, "%s: put one of the top %d cards of your library into your graveyard (%s).",
			"%s：将你牌库顶的%d张牌之一置入你的坟墓场（%s）。", who, d.Count, src())
	case DecideChooseCard:
		if s := g.enteringCopy(); s >= 0 {
			return say(lang, "%s: choose a creature you control for %s to enter as a copy of, or none.",
				"%s：选择一个你操控的生物，让%s作为其复制品进入战场，或不选。", who, g.label(g.idOf(s), lang))
		}
		if g.choosingCopy() {
			return say(lang, "%s: choose a creature you control to copy, or none (%s).", "%s：选择一个你操控的生物来复制，或不选（%s）。", who, src())
		}
		return say(lang, "%s: choose an exiled card to copy (%s).", "%s：选择一张被放逐的牌来复制（%s）。", who, src())
	case DecideCastCopy:
		cp := say(lang, "the copy", "该复制品")
		if g.res.copySlot >= 0 && int(g.res.copySlot) < len(g.objects) {
			cp = cardLabel(g.objects[g.res.copySlot].def, lang)
		}
		return say(lang, "%s: cast the copy of %s without paying its mana cost?", "%s：是否施放%s的复制品，且不支付其魔法力费用？", who, cp)
	case DecideStartingPlayer:
		return say(lang, "%s: choose who takes the first turn.", "%s：选择由谁先开始。", who)
	case DecideMulligan:
		return say(lang, "%s: keep this hand of %d cards, or take a mulligan?", "%s：保留这手%d张牌，还是进行调度？", who, d.Count)
	case DecideBottom:
		return say(lang, "%s: put the top card of your library on the bottom, or leave it on top?",
			"%s：将你牌库顶的牌置于牌库底，还是留在顶端？", who)
	case DecideSacrifice:
		if e := g.sacrificeEffect(); e != nil {
			return say(lang, "%s: choose %s to sacrifice (%s).", "%s：选择%s牺牲（%s）。", who, groupNoun(&e.Group, lang), src())
		}
		what := say(lang, "a permanent", "一个永久物")
		if gr, _ := g.sacrificeCost(); gr != nil {
			what = groupNoun(gr, lang)
		}
		return say(lang, "%s: choose %s to sacrifice to pay the cost of %s.",
			"%s：选择%s牺牲，以支付%s的费用。", who, what, g.topOfStackLabel(lang))
	case DecideChoosePermanent:
		if e := g.resolvingEffect(); e != nil && e.Op == ability.OpBounce {
			return say(lang, "%s: choose %s you control to return to its owner's hand (%s).",
				"%s：选择你操控的%s移回其拥有者手上（%s）。", who, groupNoun(&e.Group, lang), src())
		}
		return say(lang, "%s: choose a permanent you control for %s.", "%s：为%s选择一个你操控的永久物。", who, src())
	case DecideTakeRevealed:
		if e := g.revealTakeEffect(); e != nil && e.Into == ability.IntoBattlefield {
			return say(lang, "%s: you may put a revealed card onto the battlefield (%s); the rest are shuffled into your library.",
				"%s：你可以将一张展示的牌放进战场（%s）；其余的洗入你的牌库。", who, src())
		}
		return say(lang, "%s: you may put a revealed card into your hand (%s); the rest go to your graveyard.",
			"%s：你可以将一张展示的牌置入你的手牌（%s）；其余置入你的坟墓场。", who, src())
	case DecideUnless:
		if what := g.declinedText(lang); what != "" {
			return say(lang, "%s: %s: do what it asks, or %s?", "%s：%s：是否执行其要求？否则%s。", who, src(), what)
		}
		return say(lang, "%s: %s: do what it asks to stop it, or do nothing?", "%s：%s：是否执行其要求以阻止它，还是不执行？", who, src())
	case DecideName:
		return say(lang, "%s: choose a nonland card name (%s).", "%s：选择一个非地牌的名称（%s）。", who, asker())
	case DecideCreatureType:
		return say(lang, "%s: choose a creature type (%s).", "%s：选择一种生物类别（%s）。", who, asker())
	case DecideTopOrBottom:
		// They are still permanents (a token among them is no card,
		// CR 110.5) until all of them are placed.
		if d.Count == 1 {
			return say(lang, "%s: put your creature on the top or the bottom of your library (%s).",
				"%s：将你的生物置于你的牌库顶或牌库底（%s）。", who, src())
		}
		return say(lang, "%s: put each of your %d creatures on the top or the bottom of your library (%s).",
			"%s：将你的%d个生物逐一置于你的牌库顶或牌库底（%s）。", who, d.Count, src())
	case DecideFind:
		return say(lang, "%s: choose a card to find (%s), or none.", "%s：选择要找出的一张牌（%s），或不选。", who, src())
	case DecideHiddenCard:
		return say(lang, "%s: choose a card in your hand in secret (%s).", "%s：秘密选择你手牌中的一张牌（%s）。", who, src())
	case DecideGuess:
		return say(lang, "%s: guess whether the chosen card's mana value is greater than %d (%s).",
			"%s：猜测所选牌的魔法力值是否大于%d（%s）。", who, d.Count, src())
	case DecideCastFree:
		// Asked after any guess, so that it tells nobody whether the
		// guess was right.
		return say(lang, "%s: if the guess was wrong, cast the chosen card without paying its mana cost (%s)?",
			"%s：若猜测错误，是否施放所选的牌，且不支付其魔法力费用（%s）？", who, src())
	case DecideChoosePlayer:
		return say(lang, "%s: choose the opponent who guesses in place of the player who left the game (%s).",
			"%s：选择一位对手代替已离开游戏的牌手进行猜测（%s）。", who, src())
	case DecideDefendingPlayer:
		return say(lang, "%s: choose which defending player %s means.",
			"%s：选择%s所指的防御牌手。", who, src())
	case DecideCombatDamagePlayer:
		att := g.attackerLabel(d.Count, lang)
		return say(lang, "%s: choose the defending player %s deals its combat damage to.",
			"%s：选择%s对哪位防御牌手造成其战斗伤害。", who, att)
	case DecideColor:
		if d.Count > 0 {
			return say(lang, "%s: choose the color of the %d mana %s adds.", "%s：选择%[3]s所加的%[2]d点法术力的颜色。", who, d.Count, src())
		}
		return say(lang, "%s: choose a color (%s).", "%s：选择一种颜色（%s）。", who, src())
	case DecideCopyTargets:
		name := say(lang, "an ability", "一个异能")
		if _, source, it := g.copiedAbility(); it != nil {
			name = g.label(source, lang)
		}
		return say(lang, "%s: choose the targets of the copy of %s's ability (the same or new ones).",
			"%s：为%s的异能的复制品选择目标（原目标或新目标）。", who, name)
	}
	return say(lang, "%s: decide (%s).", "%s：作出决定（%s）。", who, d.Kind)
}

func stepName(s Step, lang Lang) string {
	if lang == Chinese {
		return stepZH(s)
	}
	return stepEN(s)
}

// stackItemLabel names a spell or ability on the stack.
func (g *Game) stackItemLabel(it *stack.Item, lang Lang) string {
	name := g.itemLabel(it, lang)
	if it.Kind == stack.Spell {
		return name
	}
	return say(lang, "%s's ability", "%s的异能", name)
}

// label names object id in lang by its card, adding a short number —
// "Mountain (#12)" — when another object of the same name is in the same
// zone (the same player's zone for hands, libraries and graveyards), so
// that alike objects are told apart. The number is what the object's
// ViewID holds: a permanent's timestamp, a spell's stack serial, a
// graveyard or exile position; in a hand or library, the card's slot. It
// is stable while the object stays where it is, except that an Aura or
// Equipment becoming attached gets a new timestamp (CR 613.6d).
func (g *Game) label(id ObjectID, lang Lang) string {
	d := g.defOf(id)
	name := cardLabel(d, lang)
	s, ok := g.lookup(id)
	if !ok || d == nil {
		return name
	}
	return name + g.apartTag(g.idOf(s)) + g.graveyardOwnerTag(s, lang)
}

// graveyardOwnerTag names whose graveyard a card is in when another
// player's graveyard holds a card of the same name, so that "Runeclaw
// Bear" in two graveyards reads differently; else "".
func (g *Game) graveyardOwnerTag(s int32, lang Lang) string {
	o := &g.objects[s]
	if o.zone != zone.Graveyard {
		return ""
	}
	for p := range g.players {
		if PlayerID(p) == o.owner {
			continue
		}
		for _, x := range g.players[p].graveyard {
			if g.objects[x].def.Name == o.def.Name {
				return say(lang, " in %s's graveyard", "（%s的坟墓场）", g.langPlayer(o.owner, lang))
			}
		}
	}
	return ""
}

// apartTag returns " (#N)" when object id, where it is now, must be told
// apart from alike objects (see label), else "". Log lines use it, so
// that they number objects as prompts and option texts do.
func (g *Game) apartTag(id ObjectID) string {
	if id == 0 {
		return ""
	}
	s, ok := g.lookup(id)
	if !ok {
		return ""
	}
	if n := g.tellApart(s); n != 0 {
		return fmt.Sprintf(" (#%d)", n)
	}
	return ""
}

// viewApartTag is apartTag for an object named by a ViewID.
func (g *Game) viewApartTag(id ViewID) string {
	if id == 0 {
		return ""
	}
	p := NoPlayer
	if id.ownerTagged() {
		p = id.player()
	}
	v := g.viewerFor(p)
	s, ok := v.resolve(id)
	if !ok {
		return ""
	}
	return g.apartTag(g.idOf(s))
}

// tellApart returns the number that tells the object in slot s from
// alike objects in its zone, or 0 if its name alone is unambiguous.
func (g *Game) tellApart(s int32) uint64 {
	o := &g.objects[s]
	var same []int32
	switch o.zone {
	case zone.Battlefield:
		same = g.battlefield
	case zone.Hand:
		same = g.players[o.owner].hand
	case zone.Library:
		same = g.players[o.owner].library
	case zone.Graveyard:
		same = g.players[o.owner].graveyard
	case zone.Exile:
		same = g.exile
	case zone.Command:
		same = g.command
	case zone.Stack:
		for i := 0; i < g.stack.Len(); i++ {
			if it := g.stack.At(i); it.Kind == stack.Spell {
				if x, ok := g.lookup(ObjectID(it.Source)); ok {
					same = append(same, x)
				}
			}
		}
	}
	alike := false
	for _, x := range same {
		if x != s && g.objects[x].def.Name == o.def.Name {
			alike = true
			break
		}
	}
	if !alike {
		return 0
	}
	if o.zone == zone.Hand || o.zone == zone.Library {
		return uint64(s) + 1
	}
	v := viewer{g: g, p: NoPlayer}
	return v.idOfSlot(s).key()
}

// targetLabel names a chosen target; an "up to" target left unchosen
// is "no target".
func (g *Game) targetLabel(t Target, lang Lang) string {
	if t.IsPlayer() {
		return g.langPlayer(PlayerID(t.Player), lang)
	}
	if t.Object == 0 {
		return say(lang, "no target", "无目标")
	}
	return g.label(ObjectID(t.Object), lang)
}

// targetsText lists a's targets: " targeting A and B" / "，目标为A和B";
// "up to" targets left unchosen are left out.
func (g *Game) targetsText(a *Action, lang Lang) string {
	var names []string
	for _, t := range a.TargetList() {
		if t.IsPlayer() || t.Object != 0 {
			names = append(names, g.targetLabel(t, lang))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return say(lang, " targeting ", "，目标为") + joinNames(names, lang)
}

// planeswalkerTypesZh names the planeswalker types of M15's planeswalkers
// in Chinese, as their cards' Chinese names do (茜卓 in 火焰大师茜卓).
var planeswalkerTypesZh = map[string]string{
	"Ajani": "阿耶尼", "Chandra": "茜卓", "Garruk": "贾路", "Jace": "杰斯", "Liliana": "莉莲娜", "Nissa": "妮莎",
}

// teamMayPlayLand reports whether p, or in Two-Headed Giant p's teammate
// (who acts when the team has priority, CR 805.5a), has not yet played
// the land of the turn (CR 305.2, 805.4c).
func (g *Game) teamMayPlayLand(p PlayerID) bool {
	if !g.landPlayed(p) {
		return true
	}
	q := g.teammate(p)
	return q != NoPlayer && !g.landPlayed(q)
}

// groupNoun names what gr's permanents are, counted as one: "a
// creature", "another creature", "a Wall"; 一个生物, 另一个生物, 一个墙.
func groupNoun(gr *ability.Group, lang Lang) string {
	what := typeWords(gr.Types, lang)
	if gr.Subtype != "" {
		what = subtypeName(gr.Subtype, lang)
	}
	what = groupAdjectives(gr, lang) + what
	if gr.WithoutKeyword != 0 && lang == English {
		what += " without " + gr.WithoutKeyword.String()
	}
	switch {
	case lang == Chinese && gr.Other:
		return "另一个" + what
	case lang == Chinese:
		return "一个" + what
	case gr.Other:
		return "another " + what
	}
	return article(what) + " " + what
}

// groupAdjectives are the words before a group's noun that its filter
// adds ("attacking nonblack "), each followed by a space in English.
func groupAdjectives(gr *ability.Group, lang Lang) string {
	var b strings.Builder
	sep := say(lang, " ", "")
	if gr.Attacking {
		b.WriteString(say(lang, "attacking", "进行攻击的") + sep)
	}
	for c := mana.Color(0); c < mana.NumColors; c++ {
		if gr.NotColors.Has(c) {
			b.WriteString(say(lang, "non", "非") + colorWord(c, lang) + sep)
		}
	}
	if gr.Colors != 0 {
		var cs []string
		for c := mana.Color(0); c < mana.NumColors; c++ {
			if gr.Colors.Has(c) {
				cs = append(cs, colorWord(c, lang))
			}
		}
		b.WriteString(strings.Join(cs, say(lang, " or ", "或")) + sep)
	}
	for _, t := range []ability.Type{ability.Artifact, ability.Creature, ability.Enchantment, ability.Land, ability.Planeswalker} {
		if gr.NotTypes&t != 0 {
			b.WriteString(say(lang, "non", "非") + typeWords(t, lang) + sep)
		}
	}
	return b.String()
}

// unlessPaysVictim names the spell or ability a resolving "counter it
// unless its controller pays" effect counters (Diffusion Sliver's), or
// "" when it has left the stack.
func (g *Game) unlessPaysVictim(lang Lang) string {
	e := g.resolvingEffectOf(ability.OpCounterUnlessPays)
	if e == nil {
		return ""
	}
	pos := g.unlessPaysItem(e)
	if pos < 0 {
		return ""
	}
	return g.stackItemLabel(g.stack.At(pos), lang)
}

// mayLine returns the sentence of d's text that says "you may", when
// there is exactly one: what a yes-or-no question about it asks. With
// several (Hoarding Dragon's), a triggered ability's is the one in the
// line of its trigger: the abilities are defined in printed order, and
// each trigger's line begins "When", "Whenever" or "At". For an ability
// d grants, only the quoted ability's sentences count.
func mayLine(d *card.Definition, granted bool, it stack.Item) string {
	if d == nil {
		return ""
	}
	if !granted && it.Kind == stack.TriggeredAbility && int(it.Ability) < len(d.Triggered) {
		if line := triggerLine(d.Text, int(it.Ability)); strings.Count(strings.ToLower(line), "you may") == 1 &&
			strings.Count(strings.ToLower(d.Text), "you may") > 1 {
			for _, sentence := range strings.SplitAfter(line, ". ") {
				if strings.Contains(strings.ToLower(sentence), "you may") {
					return strings.TrimSpace(sentence)
				}
			}
		}
	}
	found := ""
	for _, line := range strings.Split(d.Text, "\n") {
		if granted {
			// The ability is the quoted one the card grants
			// ("... have \"When this creature enters ..., you may ...\"").
			first, last := strings.Index(line, `"`), strings.LastIndex(line, `"`)
			if first < 0 || last <= first {
				continue
			}
			line = line[first+1 : last]
		}
		for _, sentence := range strings.SplitAfter(line, ". ") {
			if strings.Contains(strings.ToLower(sentence), "you may") {
				if found != "" {
					return ""
				}
				found = strings.TrimSpace(sentence)
			}
		}
	}
	return found
}

// triggerLine returns the line of text that prints a card's n-th
// triggered ability (from 0): the n-th line that begins "When",
// "Whenever" or "At", or "" when there are fewer.
func triggerLine(text string, n int) string {
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "When ") || strings.HasPrefix(line, "Whenever ") || strings.HasPrefix(line, "At ") {
			if n == 0 {
				return line
			}
			n--
		}
	}
	return ""
}

// joinNames joins a list as a sentence does: "A and B", "A, B and C";
// "A和B", "A、B和C".
func joinNames(names []string, lang Lang) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	last := len(names) - 1
	return strings.Join(names[:last], say(lang, ", ", "、")) + say(lang, " and ", "和") + names[last]
}

// abilityLine returns the printed line of an activated ability of d,
// found by its cost ("{T}: ...", "+1: ..."): the nth (from 0) line with
// that cost, or "" if the text has none.
func abilityLine(d *card.Definition, cost string, nth int) string {
	if d == nil || cost == "" {
		return ""
	}
	for _, line := range strings.Split(d.Text, "\n") {
		if strings.HasPrefix(line, cost+": ") {
			if nth == 0 {
				return line
			}
			nth--
		}
	}
	return ""
}

// redirectedPlayer is redirectVictim for texts: NoPlayer unless an
// effect is resolving, so texts never fail on a state that a loaded or
// hand-made position leaves incomplete.
func (g *Game) redirectedPlayer() PlayerID {
	if !g.res.active {
		return NoPlayer
	}
	_, effects := g.effectsOf(&g.res.item)
	if g.res.next < 0 || g.res.next >= len(effects) {
		return NoPlayer
	}
	return g.redirectVictim()
}

// defNameZhHans returns d's Simplified Chinese name, or "" for no card.
func defNameZhHans(d *card.Definition) string {
	if d == nil {
		return ""
	}
	return d.NameZhHans
}

// topOfStackLabel names the source of the item on top of the stack, the
// ability whose cost is being paid.
func (g *Game) topOfStackLabel(lang Lang) string {
	if g.stack.Len() == 0 {
		return say(lang, "the ability", "该异能")
	}
	return g.itemLabel(g.stack.At(0), lang)
}

// itemLabel names what a stack item is of: a spell, or the object whose
// ability it is (see triggerOwnerLabel).
func (g *Game) itemLabel(it *stack.Item, lang Lang) string {
	if it.Kind == stack.TriggeredAbility {
		return g.triggerOwnerLabel(ObjectID(it.Source), int(it.Ability), ObjectID(it.EventObject), lang)
	}
	return g.label(ObjectID(it.Source), lang)
}

// triggerOwnerLabel names the object whose triggered ability index of
// source, triggered by an event of eventObject, is: the permanent that
// has it when an Aura, Equipment or Sliver grants it (CR 112.7); the
// copy it was, for a copy that has left the battlefield (CR 603.10a,
// 706.2); else the source.
func (g *Game) triggerOwnerLabel(source ObjectID, index int, eventObject ObjectID, lang Lang) string {
	if h := g.triggerHost(source, index, eventObject); h != 0 {
		return g.label(h, lang)
	}
	if s := source.slot(); len(g.copies) > 0 && source != 0 && s >= 0 && s < len(g.objects) {
		if d := g.triggerSourceDef(source); d != g.objects[s].def {
			return cardLabel(d, lang)
		}
	}
	return g.label(source, lang)
}

// attackerLabel names attacker number i (in declaration order) for a
// prompt, or says "an attacker" when there is none of that number.
func (g *Game) attackerLabel(i int, lang Lang) string {
	if i >= 0 && i < len(g.combat.attackers) {
		return g.label(g.combat.attackers[i].id, lang)
	}
	return say(lang, "an attacker", "进行攻击的生物")
}

// whichAbilityZh names, in Chinese, which ability of its card a resolving
// item is when the card has another of its kind: "的第2个触发式异能",
// "的异能（−7）"; else "".
func (g *Game) whichAbilityZh(it *stack.Item) string {
	d := g.itemDef(it)
	if d == nil || g.abilityHost(it) != 0 || it.Ability < 0 {
		return ""
	}
	switch it.Kind {
	case stack.TriggeredAbility:
		if len(d.Triggered) > 1 && int(it.Ability) < len(d.Triggered) {
			return fmt.Sprintf("的第%d个触发式异能", it.Ability+1)
		}
	case stack.ActivatedAbility:
		if len(d.Activated) > 1 && int(it.Ability) < len(d.Activated) {
			return "的异能（" + costText(&d.Activated[it.Ability], d, Chinese) + "）"
		}
	}
	return ""
}
