package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Describe returns option a of the pending decision as a short phrase in
// lang, for a button or a menu: "Cast Lightning Strike targeting Runeclaw
// Bear", "Attack: Runeclaw Bear attacks Bob", "Keep this hand". What an
// ActChoose means depends on the pending decision, so describe options
// while their decision is pending. Alike objects are told apart by a
// number ("Mountain (#12)", see Prompt). The text may name cards only the
// deciding player sees (their hand, the cards they search); a card the
// action names that a.Player can't see now (another player's hand, a
// library, CR 400.2) reads "a card", as a card that doesn't exist does,
// so that describing made-up actions tells nothing of hidden cards. An
// unknown lang gives English.
func (g *Game) Describe(a Action, lang Lang) string {
	lang = lang.known()
	return finishText(lang, g.describeAction(g.hideUnseen(a), lang))
}

// unseenObject names no object of any game (its slot is past maxSlots):
// Describe reads it "a card".
const unseenObject = ObjectID(maxSlots + 1)

// hideUnseen returns a with each object it names that a.Player can't see
// (a card in a hidden zone that player's view doesn't show) replaced by
// unseenObject. Only the object acted with, a discarded card and targets
// can be such cards: attackers, blockers and convoking creatures are
// permanents, which everyone sees.
func (g *Game) hideUnseen(a Action) Action {
	v := g.viewerFor(a.Player)
	hide := func(id *ObjectID) {
		if s, ok := g.lookup(*id); ok && hiddenZone(g.objects[s].zone) && v.idOfSlot(s) == 0 {
			*id = unseenObject
		}
	}
	hide(&a.Object)
	hide(&a.Discard)
	for i := range a.Targets {
		if t := &a.Targets[i]; t.Object != 0 {
			id := ObjectID(t.Object)
			hide(&id)
			t.Object = uint32(id)
		}
	}
	return a
}

// describeAction is Describe before the tags are written for lang.
func (g *Game) describeAction(a Action, lang Lang) string {
	s := g.describe(&a, lang)
	switch a.Kind {
	case ActPlayLand, ActCast, ActActivate, ActActivateMana:
	default:
		return s
	}
	if g.validPlayer(a.Player) && a.Player != g.pending.Player {
		// A Two-Headed Giant teammate's own play (CR 805.5a).
		return say(lang, "%s: %s", "%s：%s", g.langPlayer(a.Player, lang), s)
	}
	return s
}

func (g *Game) describe(a *Action, lang Lang) string {
	name := func() string { return g.label(a.Object, lang) }
	// fromExile tells a card played or cast from exile (Chandra,
	// Pyromaster, Act on Impulse) from one of the same name in hand.
	fromExile := func() string {
		if s, ok := g.lookup(a.Object); ok && g.objects[s].zone == zone.Exile && g.pending.Kind == DecidePriority {
			return say(lang, " from exile", "（从放逐区）")
		}
		return ""
	}
	switch a.Kind {
	case ActPass:
		if a.Choice == PassRestOfStep {
			return say(lang, "Pass for the rest of the step", "本步骤内一直让过优先权")
		}
		return say(lang, "Pass priority", "让过优先权")
	case ActConcede:
		// Any player may concede at any time (CR 104.3a): name who.
		return say(lang, "%s concedes", "%s认输", g.langPlayer(a.Player, lang))
	case ActPlayLand:
		return say(lang, "Play %s%s", "放置%s%s", name(), fromExile())
	case ActCast:
		x := ""
		if a.X != 0 || g.hasX(a.Object) {
			x = fmt.Sprintf(" (X=%d)", a.X)
			if lang == Chinese {
				x = fmt.Sprintf("（X=%d）", a.X)
			}
		}
		if g.pending.Kind == DecideCastCopy {
			return say(lang, "Cast the copy of %s without paying its mana cost%s%s", "施放%s的复制品且不支付其魔法力费用%s%s",
				cardLabel(g.defOf(a.Object), lang), x, g.targetsText(a, lang))
		}
		return say(lang, "Cast %s%s%s%s%s", "施放%s%s%s%s%s", name(), fromExile(), x, g.targetsText(a, lang), g.convokeText(a, lang))
	case ActActivate, ActActivateMana:
		return g.describeActivation(a, lang)
	case ActDiscard:
		return say(lang, "Discard %s", "弃掉%s", name())
	case ActDeclareAttackers:
		return g.describeAttack(a, lang)
	case ActDeclareBlockers:
		return g.describeBlock(a, lang)
	case ActChooseTargets:
		ts := strings.TrimPrefix(strings.TrimPrefix(g.targetsText(a, lang), " targeting "), "，目标为")
		if ts == "" {
			return say(lang, "Choose no target", "不选择目标")
		}
		return say(lang, "Target %s", "目标为%s", ts)
	case ActChoose:
		return g.describeChoice(a, lang)
	}
	return say(lang, "Unknown action (%s)", "未知操作（%s）", a.Kind)
}

// counterName names a kind of counter in lang ("verse", 诗篇).
func counterName(kind string, lang Lang) string {
	if lang == Chinese {
		switch kind {
		case "verse":
			return "诗篇"
		case "loyalty":
			return "忠诚"
		}
	}
	return kind // "+1/+1" reads the same
}

// subtypeName names a subtype in lang: a creature type by its Chinese
// name (Spirit, 精怪).
func subtypeName(t string, lang Lang) string {
	if lang == Chinese {
		if i := slices.Index(ability.CreatureTypes, t); i >= 0 {
			return creatureTypeName(i, lang)
		}
	}
	return t
}

// creatureTypeName is the creature type ability.CreatureTypes[i] in lang.
func creatureTypeName(i int, lang Lang) string {
	if lang == Chinese && i < len(ability.CreatureTypesZhHans) {
		return ability.CreatureTypesZhHans[i]
	}
	return ability.CreatureTypes[i]
}

// hasX reports whether the card of id has {X} in its mana cost.
func (g *Game) hasX(id ObjectID) bool {
	d := g.defOf(id)
	return d != nil && strings.Contains(d.ManaCost.String(), "{X}")
}

// describeActivation names the ability by its printed line when the
// card's text has one for its cost: "Activate Prodigal Pyromancer: {T}:
// Prodigal Pyromancer deals 1 damage to any target."
func (g *Game) describeActivation(a *Action, lang Lang) string {
	d := g.defOf(a.Object)
	name := g.label(a.Object, lang)
	var ab *ability.Activated
	nth := 0 // earlier abilities with the same cost ("+1" twice)
	cost, localCost := "", ""
	if d != nil {
		if i := nonManaAbility(d.Activated, a.Ability, a.Kind == ActActivateMana); i >= 0 {
			ab = &d.Activated[i]
			cost, localCost = costText(ab, d, English), costText(ab, d, lang)
			same := 0
			for j := range d.Activated {
				if costText(&d.Activated[j], d, English) == cost {
					same++
					if j < i {
						nth++
					}
				}
			}
			switch {
			case same < 2:
			case lang == Chinese:
				// No printed Chinese line tells them apart: number them.
				localCost += fmt.Sprintf("，第%d个", nth+1)
			case abilityLine(d, cost, nth) == "":
				// Nor, in English, a line of the text: a copy's twin
				// abilities (a Pretender copying a Pretender, CR 706.9a).
				localCost += ", the " + ordinal(nth+1)
			}
		}
	}
	grantor := ObjectID(0)
	if ab == nil && a.Kind == ActActivate && d != nil {
		// A granted ability (Burning Anger): named by its cost and by
		// what grants it, not by a line of the creature's own text.
		if s, ok := g.lookup(a.Object); ok {
			if gab, _, from, ok := g.abilityAt(s, a.Ability); ok {
				cost, localCost = costText(gab, d, English), costText(gab, d, lang)
				grantor = from
			}
		}
	}
	if a.Kind == ActActivateMana {
		what := ""
		if ab != nil {
			if _, choice := manaChoice(ab); choice {
				what = "{" + string(a.Color.Letter()) + "}"
			}
		} else {
			// An added land type's ability (CR 305.6), told apart from a
			// printed one for the same colour (a painland's, which deals
			// damage) by the type that gives it.
			what = "{" + string(a.Color.Letter()) + "}" + say(lang, " (%s)", "（%s）", basicTypeName(a.Color, lang))
		}
		if s, ok := g.lookup(a.Object); ok && (ab == nil || ab.Cost.Tap) {
			var setsBuf [maxBonusChoices]mana.ColorSet
			if sets := g.manaTriggerChoices(s, &setsBuf); len(sets) > 0 && bonusChoiceValid(a.Choice, sets) {
				// CR 605.1b: the additional mana's colours tell the options apart.
				if what == "" {
					what = say(lang, "its mana", "其魔法力")
				}
				next, extra := bonusColors(a.Choice), ""
				for range sets {
					extra += "{" + string(next(0).Letter()) + "}"
				}
				what += say(lang, " plus %s", "外加%s", extra)
			}
		}
		if what == "" {
			if line := abilityLine(d, cost, nth); line != "" && lang == English {
				return fmt.Sprintf("Activate %s: %s", name, line)
			}
			if ab != nil && lang == Chinese {
				// No printed Chinese line: say the mana it makes, which
				// tells it from the land's other mana abilities.
				var fixed mana.Pool
				for i := range ab.Effects {
					if e := &ab.Effects[i]; e.Op == ability.OpAddMana {
						for c := mana.Color(0); c < mana.NumTypes; c++ {
							fixed.Add(c, int(e.Mana[c]))
						}
					}
				}
				if fixed.Total() > 0 {
					what = fixed.String()
				}
			}
			if what == "" {
				return say(lang, "Activate %s's mana ability", "使用%s的魔法力异能", name)
			}
		}
		return say(lang, "Activate %s's mana ability for %s", "使用%s的魔法力异能，产生%s", name, what)
	}
	tgt := g.targetsText(a, lang)
	x := ""
	if a.X != 0 {
		x = say(lang, " (X=%d)", "（X=%d）", a.X)
	}
	if a.Discard != 0 {
		tgt += say(lang, ", discarding %s", "，弃掉%s", g.label(a.Discard, lang))
	}
	if s, ok := g.lookup(a.Object); ok && g.taxGrants > 0 && a.Kind == ActActivate {
		if n := g.activationTax(s); n > 0 {
			// The printed cost is not all it costs (CR 601.2f, 602.2b).
			tgt += say(lang, ", paying {%d} more", "，额外支付{%d}", n)
		}
	}
	if grantor != 0 {
		return say(lang, "Activate %s (%s, granted by %s)%s%s", "使用%[1]s由%[3]s赋予的异能（%[2]s）%[4]s%[5]s",
			name, localCost, g.label(grantor, lang), x, tgt)
	}
	if line := abilityLine(d, cost, nth); line != "" && lang == English {
		return fmt.Sprintf("Activate %s%s%s: %s", name, x, tgt, line)
	}
	if localCost != "" {
		return say(lang, "Activate %s (%s)%s%s", "使用%s的异能（%s）%s%s", name, localCost, x, tgt)
	}
	return say(lang, "Activate %s%s%s", "使用%s的异能%s%s", name, x, tgt)
}

// costText writes an activation cost as the card prints it: "{1}{R},
// {T}", "+1", "−3"; in Chinese "支付2点生命" for "Pay 2 life".
func costText(ab *ability.Activated, d *card.Definition, lang Lang) string {
	c := &ab.Cost
	if ab.Loyalty {
		switch {
		case c.Loyalty > 0:
			return fmt.Sprintf("+%d", c.Loyalty)
		case c.Loyalty < 0:
			return fmt.Sprintf("−%d", -c.Loyalty)
		}
		return "0"
	}
	var parts []string
	if m := c.Mana.String(); m != "" {
		parts = append(parts, m)
	}
	if c.Tap {
		parts = append(parts, "{T}")
	}
	if c.Life > 0 {
		parts = append(parts, say(lang, "Pay %d life", "支付%d点生命", c.Life))
	}
	if c.PutCounter != "" {
		parts = append(parts, say(lang, "Put a %[1]s counter on %[2]s", "在%[2]s上放置一个%[1]s指示物", counterName(c.PutCounter, lang), cardLabel(d, lang)))
	}
	if c.RemoveCountersX != "" {
		parts = append(parts, say(lang, "Remove X %[1]s counters from %[2]s", "从%[2]s上移去X个%[1]s指示物", counterName(c.RemoveCountersX, lang), cardLabel(d, lang)))
	}
	switch {
	case c.Discard == 1 && c.DiscardTypes != 0:
		what := typeWords(c.DiscardTypes, lang)
		parts = append(parts, say(lang, "Discard %s %s card", "弃一张%[2]s牌", article(what), what))
	case c.Discard == 1:
		parts = append(parts, say(lang, "Discard a card", "弃一张牌"))
	case c.Discard > 1 && c.DiscardTypes != 0:
		parts = append(parts, say(lang, "Discard %d %s cards", "弃%[1]d张%[2]s牌", c.Discard, typeWords(c.DiscardTypes, lang)))
	case c.Discard > 1:
		parts = append(parts, say(lang, "Discard %d cards", "弃%d张牌", c.Discard))
	}
	if c.Sacrifice != nil {
		parts = append(parts, sacrificeText(c.Sacrifice, lang))
	}
	if c.SacrificeSelf {
		parts = append(parts, say(lang, "Sacrifice %s", "牺牲%s", cardLabel(d, lang)))
	}
	if c.ExileSelf {
		parts = append(parts, say(lang, "Exile %s", "放逐%s", cardLabel(d, lang)))
	}
	return strings.Join(parts, say(lang, ", ", "，"))
}

// sacrificeText renders "Sacrifice another creature", "Sacrifice a
// Wall" as an ability's cost says it.
func sacrificeText(gr *ability.Group, lang Lang) string {
	return say(lang, "Sacrifice %s", "牺牲%s", groupNoun(gr, lang))
}

// typeWords names the card types of t as a cost does ("creature",
// "artifact or creature"; 生物), or "permanent" for all of them.
func typeWords(t ability.Type, lang Lang) string {
	if t == ability.PermanentTypes {
		return say(lang, "permanent", "永久物")
	}
	names := []struct {
		t      ability.Type
		en, zh string
	}{{ability.Artifact, "artifact", "神器"}, {ability.Creature, "creature", "生物"}, {ability.Enchantment, "enchantment", "结界"},
		{ability.Land, "land", "地"}, {ability.Planeswalker, "planeswalker", "鹏洛客"}, {ability.Instant, "instant", "瞬间"}, {ability.Sorcery, "sorcery", "法术"}}
	var out []string
	for _, n := range names {
		if t&n.t != 0 && lang == English {
			out = append(out, n.en)
		} else if t&n.t != 0 {
			out = append(out, n.zh)
		}
	}
	return strings.Join(out, say(lang, " or ", "或"))
}

// defenderLabel names what an attacker attacks: a player or a
// planeswalker (with its controller).
func (g *Game) defenderLabel(at Attack, lang Lang) string {
	if at.Planeswalker != 0 {
		pw := g.label(at.Planeswalker, lang)
		if s, ok := g.lookup(at.Planeswalker); ok {
			return say(lang, "%s (%s's planeswalker)", "%s（%s的鹏洛客）", pw, g.langPlayer(g.objects[s].controller, lang))
		}
		return pw
	}
	return g.langPlayer(at.Player, lang)
}

// convokeText names the creatures a cast taps for convoke, or "".
func (g *Game) convokeText(a *Action, lang Lang) string {
	if len(a.Convoke) == 0 {
		return ""
	}
	parts := make([]string, len(a.Convoke))
	for i, c := range a.Convoke {
		parts[i] = g.label(c, lang)
	}
	return say(lang, ", tapping %s for convoke", "，横置%s以进行召集", joinNames(parts, lang))
}

func (g *Game) describeAttack(a *Action, lang Lang) string {
	if len(a.Attackers) == 0 {
		return say(lang, "Attack with no creatures", "不攻击")
	}
	parts := make([]string, len(a.Attackers))
	tax := 0
	for i, at := range a.Attackers {
		parts[i] = say(lang, "%s attacks %s", "%s攻击%s", g.label(at.Attacker, lang), g.defenderLabel(at, lang))
		if s, ok := g.lookup(at.Attacker); ok && g.taxGrants > 0 {
			tax += g.attackBlockTax(s)
		}
	}
	return say(lang, "Attack: %s", "攻击：%s", strings.Join(parts, say(lang, "; ", "；"))) + taxText(tax, lang)
}

func (g *Game) describeBlock(a *Action, lang Lang) string {
	if len(a.Blockers) == 0 {
		return say(lang, "Block with no creatures", "不阻挡")
	}
	parts := make([]string, len(a.Blockers))
	tax := 0
	for i, b := range a.Blockers {
		parts[i] = say(lang, "%s blocks %s", "%s阻挡%s", g.label(b.Blocker, lang), g.label(b.Attacker, lang))
		if s, ok := g.lookup(b.Blocker); ok && g.taxGrants > 0 && (i == 0 || a.Blockers[i-1].Blocker != b.Blocker) {
			tax += g.attackBlockTax(s)
		}
	}
	return say(lang, "Block: %s", "阻挡：%s", strings.Join(parts, say(lang, "; ", "；"))) + taxText(tax, lang)
}

// taxText says what a declaration costs to make (CR 508.1d, 509.1d), or
// "" when nothing.
func taxText(n int, lang Lang) string {
	if n == 0 {
		return ""
	}
	return say(lang, ", paying {%d}", "，支付{%d}", n)
}

// describeChoice describes an ActChoose by the pending decision it
// answers.
func (g *Game) describeChoice(a *Action, lang Lang) string {
	name := func() string { return g.label(a.Object, lang) }
	switch g.pending.Kind {
	case DecideYesNo:
		if e := g.resolvingEffect(); e != nil && !e.PayMana.IsEmpty() {
			if a.Choice == 1 {
				return say(lang, "Pay %s", "支付%s", g.payText(e, lang))
			}
			if victim := g.unlessPaysVictim(lang); e.Op == ability.OpCounterUnlessPays && victim != "" {
				return say(lang, "Don't pay: %s is countered", "不支付：%s被反击", victim)
			}
			return say(lang, "Don't pay", "不支付")
		}
		if a.Choice == 1 {
			return say(lang, "Yes", "是")
		}
		return say(lang, "No", "否")
	case DecideTriggerOrder:
		// Choice counts the chooser's waiting triggers only (CR 603.3b).
		if i := g.nthTrigger(a.Player, a.Choice); a.Choice >= 0 && i >= 0 {
			return say(lang, "Put %s on the stack next", "接下来将%s放进堆栈", g.triggerLabel(i, lang))
		}
		return say(lang, "Put triggered ability %d on the stack next", "接下来将第%d个触发式异能放进堆栈", a.Choice+1)
	case DecideSearch:
		if a.Object == 0 {
			return say(lang, "Find nothing more", "不再寻找")
		}
		return say(lang, "Find %s", "找出%s", name())
	case DecideKeep:
		return say(lang, "Keep %s", "保留%s", name())
	case DecideRedirect:
		if a.Object == 0 {
			return say(lang, "Deal the damage to %s", "对%s造成该伤害", g.langPlayer(g.redirectedPlayer(), lang))
		}
		return say(lang, "Deal the damage to %s instead", "改为对%s造成该伤害", name())
	case DecideDamageOrder:
		return say(lang, "Put %s next in damage assignment order", "将%s排在伤害分配顺序的下一位", name())
	case DecidePick:
		return say(lang, "Put %s into your graveyard", "将%s置入你的坟墓场", name())
	case DecideChooseCard:
		if a.Object == 0 {
			return say(lang, "Copy nothing", "不复制")
		}
		return say(lang, "Copy %s", "复制%s", name())
	case DecideCastCopy:
		return say(lang, "Don't cast the copy", "不施放该复制品")
	case DecideStartingPlayer:
		return say(lang, "%s takes the first turn", "由%s先开始", g.langPlayer(PlayerID(a.Choice), lang))
	case DecideMulligan:
		if a.Choice == 1 {
			return say(lang, "Take a mulligan", "进行调度")
		}
		return say(lang, "Keep this hand", "保留这手牌")
	case DecideBottom:
		if a.Choice == 1 {
			return say(lang, "Put it on the bottom of your library", "将其置于你的牌库底")
		}
		return say(lang, "Leave it on top of your library", "将其留在你的牌库顶")
	case DecideSacrifice:
		return say(lang, "Sacrifice %s", "牺牲%s", name())
	case DecideChoosePermanent:
		if e := g.resolvingEffect(); e != nil && e.Op == ability.OpBounce {
			return say(lang, "Return %s to its owner's hand", "将%s移回其拥有者手上", name())
		}
		return say(lang, "Use %s for the effect", "将%s用于此效应", name())
	case DecideChoosePlayer:
		if a.Choice >= 0 && a.Choice < len(g.players) {
			return say(lang, "%s guesses", "由%s猜测", g.langPlayer(PlayerID(a.Choice), lang))
		}
	case DecideDefendingPlayer:
		if a.Choice >= 0 && a.Choice < len(g.players) {
			return say(lang, "%s is the defending player", "%s为防御牌手", g.langPlayer(PlayerID(a.Choice), lang))
		}
	case DecideCombatDamagePlayer:
		if a.Choice >= 0 && a.Choice < len(g.players) {
			return say(lang, "Deal its combat damage to %s", "对%s造成其战斗伤害", g.langPlayer(PlayerID(a.Choice), lang))
		}
	case DecideColor:
		if a.Choice >= 0 && a.Choice < int(mana.NumTypes) {
			return say(lang, "Color: %s", "颜色：%s", colorWord(mana.Color(a.Choice), lang))
		}
	case DecideTakeRevealed:
		onto := false
		if e := g.revealTakeEffect(); e != nil && e.Into == ability.IntoBattlefield {
			onto = true
		}
		switch {
		case a.Object == 0 && onto:
			return say(lang, "Put none of them onto the battlefield", "不将任何牌放进战场")
		case a.Object == 0:
			return say(lang, "Put none of them into your hand", "不将任何牌置入你的手牌")
		case onto && a.NumTargets == 1 && !a.Targets[0].IsPlayer():
			return say(lang, "Put %s onto the battlefield attached to %s", "将%s放进战场并结附在%s上", name(),
				g.label(ObjectID(a.Targets[0].Object), lang))
		case onto:
			return say(lang, "Put %s onto the battlefield", "将%s放进战场", name())
		}
		return say(lang, "Put %s into your hand", "将%s置入你的手牌", name())
	case DecideUnless:
		return g.describeUnless(a, lang)
	case DecideName:
		if a.Choice >= 0 && a.Choice < len(CardNames()) {
			return say(lang, "Name %s", "指定%s", g.cardNameLabel(CardNames()[a.Choice], lang))
		}
	case DecideCreatureType:
		if a.Choice >= 0 && a.Choice < len(ability.CreatureTypes) {
			return say(lang, "The creature type %s", "生物类别%s", creatureTypeName(a.Choice, lang))
		}
	case DecideTopOrBottom:
		if a.Choice == 1 {
			return say(lang, "Put %s on the bottom of your library", "将%s置于你的牌库底", name())
		}
		return say(lang, "Put %s on top of your library", "将%s置于你的牌库顶", name())
	case DecideFind:
		if a.Object == 0 && a.Choice == 1 {
			if e := g.searchZonesEffect(); e != nil {
				if q := g.searchedPlayer(e); g.validPlayer(q) && q != a.Player {
					return say(lang, "Search %s's library and find nothing", "搜寻%s的牌库但不找出任何牌", g.playerName(q))
				}
			}
			return say(lang, "Search your library and find nothing", "搜寻你的牌库但不找出任何牌")
		}
		if a.Object == 0 {
			return say(lang, "Find nothing", "不找出任何牌")
		}
		where := ""
		if s, ok := g.lookup(a.Object); ok {
			owner := g.objects[s].owner
			other := owner != a.Player && g.validPlayer(owner)
			switch z := g.objects[s].zone; {
			case other && (z == zone.Hand || z == zone.Library || z == zone.Graveyard):
				// Searching another player's zones (Stain the Mind).
				if z != zone.Graveyard {
					// Alike cards there are one option, and a number
					// would tell the card's slot (view_searched.go).
					name = func() string { return cardLabel(g.defOf(a.Object), lang) }
				}
				switch z {
				case zone.Hand:
					where = say(lang, " in %s's hand", "（%s的手牌中）", g.playerName(owner))
				case zone.Library:
					where = say(lang, " in %s's library", "（%s的牌库中）", g.playerName(owner))
				default:
					if g.graveyardOwnerTag(s, lang) == "" { // else the name says whose graveyard
						where = say(lang, " in %s's graveyard", "（%s的坟墓场中）", g.playerName(owner))
					}
				}
			case z == zone.Hand:
				where = say(lang, " in your hand", "（手牌中）")
			case z == zone.Graveyard:
				if g.graveyardOwnerTag(s, lang) == "" { // else the name says whose graveyard
					where = say(lang, " in your graveyard", "（坟墓场中）")
				}
			case z == zone.Library:
				where = say(lang, " in your library", "（牌库中）")
			}
		}
		if a.NumTargets == 1 {
			return say(lang, "Find %s%s, attacking %s", "找出%s%s，攻击%s", name(), where, g.targetLabel(a.Targets[0], lang))
		}
		return say(lang, "Find %s%s", "找出%s%s", name(), where)
	case DecideHiddenCard:
		return say(lang, "Secretly pick %s", "秘密选择%s", name())
	case DecideGuess:
		if a.Choice == 1 {
			return say(lang, "Guess greater than %d", "猜测大于%d", g.pending.Count)
		}
		return say(lang, "Guess not greater than %d", "猜测不大于%d", g.pending.Count)
	case DecideCastFree:
		return say(lang, "Don't cast it", "不施放该牌")
	}
	return say(lang, "Choose %d", "选择%d", a.Choice)
}

// triggerLabel names pending trigger i: "Midnight Guard's triggered
// ability", with the object of its event when another pending trigger
// has the same source ("(for Runeclaw Bear)"), and its place in the list
// when even that is the same, or when another trigger reads the same
// all the same (a copy's and its original's, two same-named sources in
// two zones), so that options read apart.
func (g *Game) triggerLabel(i int, lang Lang) string {
	s := g.triggerLabelBase(i, lang)
	// A base that numbers the trigger itself is unique; one whose number
	// is another object's ("for Child of Night (#2)") may not be.
	for j := range g.triggers {
		if j != i && g.triggerLabelBase(j, lang) == s {
			return s + fmt.Sprintf(" (#%d)", i+1)
		}
	}
	return s
}

// triggerLabelBase is triggerLabel before the texts of the other
// triggers are compared.
func (g *Game) triggerLabelBase(i int, lang Lang) string {
	t := &g.triggers[i]
	owner := g.triggerOwnerLabel(t.source, int(t.index), t.eventObject, lang)
	s := say(lang, "%s's triggered ability", "%s的触发式异能", owner)
	twins, sameEvent, otherAmount, sameLabel := 0, 0, 0, 0
	for j := range g.triggers {
		if u := &g.triggers[j]; j != i && u.source == t.source && u.index != t.index {
			// Another of the source's abilities is waiting too: say which,
			// by its place in the printed order.
			s = say(lang, "%s's triggered ability #%d", "%s的第%d个触发式异能", owner, int(t.index)+1)
			break
		}
	}
	if g.triggerHost(t.source, int(t.index), t.eventObject) != 0 {
		// Two Auras granting one creature alike abilities (two Eternal
		// Thirsts): the granting card tells them apart.
		for j := range g.triggers {
			u := &g.triggers[j]
			if j != i && u.source != t.source && g.triggerOwnerLabel(u.source, int(u.index), u.eventObject, English) == g.triggerOwnerLabel(t.source, int(t.index), t.eventObject, English) {
				s += say(lang, " (from %s)", "（来自%s）", g.label(t.source, lang))
				break
			}
		}
	}
	for j := range g.triggers {
		u := &g.triggers[j]
		if j != i && u.source == t.source && u.index == t.index {
			twins++
			if u.eventObject == t.eventObject && u.eventPlayer == t.eventPlayer {
				if u.eventAmount == t.eventAmount {
					sameEvent++
				} else {
					otherAmount++
				}
			} else if u.eventObject != t.eventObject && t.eventObject != 0 && u.eventObject != 0 &&
				g.label(u.eventObject, English) == g.label(t.eventObject, English) {
				// Two objects that read alike (one Avacyn gone to the
				// graveyard, another on the battlefield): number them.
				sameLabel++
			}
		}
	}
	if twins == 0 {
		// Two sources with one name that have left their zone carry no
		// number of their own: number the triggers.
		for j := range g.triggers {
			u := &g.triggers[j]
			if j == i || u.source == t.source || g.defOf(u.source) != g.defOf(t.source) {
				continue
			}
			if _, ok := g.lookup(t.source); !ok {
				return s + fmt.Sprintf(" (#%d)", i+1)
			}
			if _, ok := g.lookup(u.source); !ok {
				return s + fmt.Sprintf(" (#%d)", i+1)
			}
		}
		return s
	}
	if t.eventObject != 0 {
		s += say(lang, " (for %s)", "（因%s）", g.label(t.eventObject, lang))
	} else if g.validPlayer(t.eventPlayer) {
		s += say(lang, " (for %s)", "（因%s）", g.langPlayer(t.eventPlayer, lang))
	}
	if otherAmount > 0 {
		// The same event but another amount (two life gains).
		s += say(lang, " (amount %d)", "（数量%d）", t.eventAmount)
	}
	if sameEvent > 0 || sameLabel > 0 {
		s += fmt.Sprintf(" (#%d)", i+1)
	}
	return s
}

// basicTypeName names the basic land type whose ability adds mana of
// colour c (CR 305.6), in lang.
func basicTypeName(c mana.Color, lang Lang) string {
	en := [...]string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	zh := [...]string{"平原", "海岛", "沼泽", "山脉", "树林"}
	if int(c) >= len(en) {
		return c.String()
	}
	if lang == Chinese {
		return zh[c]
	}
	return en[c]
}

// ordinal writes n as an English ordinal: "1st", "2nd", "3rd", "4th",
// "11th", "21st".
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
