package game

import (
	"fmt"
	"github.com/spellstack/spellstack/ability"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Lang is a language of log lines (docs/design.md: words for people).
type Lang uint8

// The languages of log lines.
const (
	// English is the default language.
	English Lang = iota
	// Chinese is Simplified Chinese; card names come from
	// card.Definition.NameZhHans.
	Chinese
)

// String returns the language's tag: "en" or "zh-Hans".
func (l Lang) String() string {
	switch l {
	case English:
		return "en"
	case Chinese:
		return "zh-Hans"
	}
	return "lang?"
}

// known returns l, or English for a language the engine has no words
// in: the texts promise English then, and every word must agree.
func (l Lang) known() Lang {
	if l == Chinese {
		return Chinese
	}
	return English
}

// ParseLang maps a language tag to a Lang: "en" or "english" for
// English; "zh", "zh-Hans", "zh-CN" or "chinese" for Chinese (any letter
// case).
func ParseLang(s string) (Lang, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "en", "eng", "english":
		return English, true
	case "zh", "zh-hans", "zh-cn", "zh_cn", "chinese":
		return Chinese, true
	}
	return 0, false
}

var eventKindNames = [...]string{EventTurnBegin: "TurnBegin", EventStep: "Step", EventZoneChange: "ZoneChange",
	EventDraw: "Draw", EventPlayLand: "PlayLand", EventCast: "Cast", EventActivate: "Activate",
	EventAddMana: "AddMana", EventResolve: "Resolve", EventFizzle: "Fizzle", EventCounter: "Counter",
	EventDamage: "Damage", EventLifeChange: "LifeChange", EventTap: "Tap", EventUntap: "Untap",
	EventDiscard: "Discard", EventPass: "Pass", EventLose: "Lose", EventWin: "Win", EventGameDrawn: "GameDrawn",
	EventConcede: "Concede", EventAttack: "Attack", EventBlock: "Block", EventControl: "Control",
	EventEmblem: "Emblem", EventTrigger: "Trigger", EventAttach: "Attach", EventLoyalty: "Loyalty",
	EventStartingPlayer: "StartingPlayer", EventMulligan: "Mulligan", EventKeep: "Keep", EventBottom: "Bottom", EventSacrifice: "Sacrifice",
	EventLeave: "Leave", EventCoinFlip: "CoinFlip", EventRegenerate: "Regenerate",
	EventReveal: "Reveal", EventShuffle: "Shuffle", EventChoose: "Choose", EventReverse: "Reverse", EventCopy: "Copy",
	EventCounters: "Counters", EventUnattach: "Unattach", EventDamageOrder: "DamageOrder"}

// String returns the kind's name without its Event prefix ("ZoneChange").
func (k EventKind) String() string {
	if int(k) >= len(eventKindNames) || eventKindNames[k] == "" {
		return fmt.Sprintf("EventKind(%d)", uint8(k))
	}
	return eventKindNames[k]
}

// Notable reports whether a readable game log shows e: turns, land plays,
// spells and abilities, damage, life, discards, permanents leaving the
// battlefield, permanents entering from the stack, cards leaving a
// graveyard, cards exiled, combat declarations, control changes,
// attachments, revealed cards, public choices (a card named, a colour),
// the choices of the start of the game and its end. Priority passes,
// steps, draws, shuffles, taps, mana and the other zone changes are left
// out. EventText returns "" for events that are not notable; EventLine
// renders every event.
func (e Event) Notable() bool { return notable(e.Kind, e.From, e.To) }

func notable(k EventKind, from, to zone.Kind) bool {
	switch k {
	case EventTurnBegin, EventPlayLand, EventCast, EventActivate, EventFizzle, EventCounter,
		EventDamage, EventLifeChange, EventDiscard, EventAttack, EventBlock, EventLose, EventWin,
		EventGameDrawn, EventConcede, EventControl, EventEmblem, EventTrigger, EventAttach,
		EventStartingPlayer, EventMulligan, EventKeep, EventBottom, EventLeave, EventSacrifice, EventRegenerate,
		EventReveal, EventChoose, EventReverse, EventCopy:
		return true
	case EventZoneChange:
		switch {
		case from == zone.Battlefield && to != zone.Battlefield:
			return true // dies, bounced, exiled, put into a library
		case from == zone.Stack && to == zone.Battlefield:
			return true
		case from == zone.Graveyard && to != zone.Graveyard:
			return true // returned to hand or play, exiled
		case to == zone.Exile:
			return true
		}
	}
	return false
}

// EventText renders a notable event as one English log line, such as
// "Alice casts Lightning Strike targeting Runeclaw Bear.", or "" for
// events a log leaves out (see Event.Notable). It is
// EventLine(e, English) for notable events.
func (g *Game) EventText(e Event) string {
	if !e.Notable() {
		return ""
	}
	return g.EventLine(e, English)
}

// EventLine renders any event as one log line in lang: "Alice casts
// Lightning Strike targeting Runeclaw Bear." or "Alice施放闪电炼击，目标为
// 符爪熊。". Objects are named by their cards, so lines stay right after
// the objects changed zones. The line tells everything the event holds,
// hidden cards included: render a player's filtered events (EventsFor)
// with ViewEventLine instead. An unknown lang renders English.
func (g *Game) EventLine(e Event, lang Lang) string {
	lang = lang.known()
	return finishText(lang, g.eventLine(e, lang))
}

// eventLine is EventLine before the tags are written for lang.
func (g *Game) eventLine(e Event, lang Lang) string {
	a := lineArgs{kind: e.Kind, player: e.Player, card: e.Card, source: e.SourceCard,
		from: e.From, to: e.To, step: e.Step, amount: e.Amount, total: e.Total, mana: e.Mana,
		hasTarget: e.HasTarget, ability: e.Ability, choice: e.Choice, counter: e.Counter}
	if a.card == nil {
		a.card = g.defOf(e.Object)
	}
	if a.source == nil {
		a.source = g.defOf(e.Source)
	}
	targets := e.eventTargets() // an attack's or block's is Target alone
	for i, t := range targets {
		if i == len(a.targets) {
			break
		}
		if t.IsPlayer() {
			a.targets[i] = lineTarget{player: PlayerID(t.Player), isPlayer: true}
		} else {
			a.targets[i] = lineTarget{card: g.targetCard(&e, i, t), tag: g.apartTag(ObjectID(t.Object))}
		}
		a.numTargets++
	}
	a.tag, a.srcTag = g.apartTag(e.Object), g.apartTag(e.Source)
	if e.Host != 0 {
		// A granted ability is its host's (CR 112.7).
		a.card, a.tag = g.defOf(e.Host), g.apartTag(e.Host)
	}
	return g.renderLine(&a, lang)
}

// defOf returns the card of the slot id names, even if id is stale (a
// slot holds one physical card for the whole game), or nil. A copy that
// left the battlefield is named as it was while its abilities may still
// be on the stack (see sourceDef).
func (g *Game) defOf(id ObjectID) *card.Definition {
	s := id.slot()
	if id == 0 || s < 0 || s >= len(g.objects) {
		return nil
	}
	if len(g.copies) > 0 {
		return g.sourceDef(id)
	}
	return g.objects[s].def
}

// itemDef returns the card a stack item is named by: its source's, as a
// copy if it was one; a copy's "when this dies" ability, whose source is
// named by its card in the graveyard, by the copy it was as it died
// (CR 603.10a, 706.2).
func (g *Game) itemDef(it *stack.Item) *card.Definition {
	id := ObjectID(it.Source)
	if it.Kind == stack.TriggeredAbility && len(g.copies) > 0 {
		if s := id.slot(); id != 0 && s >= 0 && s < len(g.objects) {
			return g.triggerSourceDef(id)
		}
	}
	return g.defOf(id)
}

// lineArgs is what a log line says, with objects resolved to cards (nil
// for a hidden or unknown card).
type lineArgs struct {
	kind                   EventKind
	player                 PlayerID
	card, source           *card.Definition
	hasTarget, ability     bool
	choice                 Choice
	counter                CounterKind
	targets                [stack.MaxTargets]lineTarget
	numTargets             int
	from, to               zone.Kind
	step                   Step
	amount, total          int
	mana                   mana.Pool
	who, name, src, victim string
	// tag and srcTag tell alike objects apart (" (#12)", see apartTag).
	tag, srcTag string
}

// chooseLineEN renders an EventChoose in English.
func chooseLineEN(a *lineArgs) string {
	switch a.choice {
	case ChoiceName:
		return fmt.Sprintf("%s names %s for %s.", a.who, a.name, a.src)
	case ChoiceColor:
		return fmt.Sprintf("%s chooses %s for %s.", a.who, colorWord(mana.Color(a.amount), English), a.src)
	case ChoiceCreatureType:
		if a.amount >= 0 && a.amount < len(ability.CreatureTypes) {
			return fmt.Sprintf("%s chooses the creature type %s for %s.", a.who, ability.CreatureTypes[a.amount], a.src)
		}
	case ChoiceGuess:
		if a.amount == 1 {
			return fmt.Sprintf("%s guesses that the card's mana value is greater than %d (%s).", a.who, a.total, a.src)
		}
		return fmt.Sprintf("%s guesses that the card's mana value is not greater than %d (%s).", a.who, a.total, a.src)
	case ChoiceDamagePlayer:
		return fmt.Sprintf("%s has %s deal its combat damage to %s.", a.who, a.src, a.victim)
	case ChoiceDefendingPlayer:
		return fmt.Sprintf("%s chooses %s as the defending player for %s.", a.who, a.victim, a.src)
	case ChoiceCopy:
		if a.hasTarget {
			return fmt.Sprintf("%s has %s enter as a copy of %s.", a.who, a.src, a.victim)
		}
		return fmt.Sprintf("%s has %s enter as a copy of nothing.", a.who, a.src)
	}
	return fmt.Sprintf("%s makes a choice for %s.", a.who, a.src)
}

// loyaltyCost is the cost ("+1", "−2") of the loyalty ability idx of d
// (an activation event's Amount), which tells a planeswalker's abilities
// apart in a log line, or "" for other abilities.
func loyaltyCost(d *card.Definition, idx int) string {
	if d == nil || idx < 0 || idx >= len(d.Activated) || !d.Activated[idx].Loyalty {
		return ""
	}
	c := costText(&d.Activated[idx], d, English)
	// Two abilities of one cost (Nissa, Worldwaker's +1s) are told apart
	// by their number in printed order, as scenario files write it.
	n, same := 0, false
	for i := range d.Activated {
		ab := &d.Activated[i]
		if ab.IsManaAbility() {
			continue
		}
		if i <= idx {
			n++
		}
		same = same || i != idx && ab.Loyalty && costText(ab, d, English) == c
	}
	if same {
		c += " #" + strconv.Itoa(n)
	}
	return c
}

// lineTarget is one target a log line names: a player, or a card (nil
// when hidden) with its tag.
type lineTarget struct {
	player   PlayerID
	isPlayer bool
	card     *card.Definition
	tag      string
}

func (g *Game) renderLine(a *lineArgs, lang Lang) string {
	a.who = g.langPlayer(a.player, lang)
	if q := g.teammate(a.player); q != NoPlayer && (a.kind == EventTurnBegin || a.kind == EventStep || a.kind == EventLifeChange) {
		// A team takes its turns, and their steps, and has its life
		// together (CR 805.4, 810.4): name both.
		first, second := min(a.player, q), max(a.player, q) // in seat order
		a.who = joinNames([]string{g.langPlayer(first, lang), g.langPlayer(second, lang)}, lang)
	}
	a.name = cardLabel(a.card, lang) + a.tag
	if a.ability {
		a.name = say(lang, "%s's ability", "%s的异能", a.name)
	}
	a.src = cardLabel(a.source, lang) + a.srcTag
	if a.hasTarget {
		var names [stack.MaxTargets]string
		for i, t := range a.targets[:a.numTargets] {
			if t.isPlayer {
				names[i] = g.langPlayer(t.player, lang)
			} else {
				names[i] = cardLabel(t.card, lang) + t.tag
			}
		}
		a.victim = joinNames(names[:a.numTargets], lang)
	}
	if lang == Chinese {
		return g.lineZH(a)
	}
	return g.lineEN(a)
}

func (g *Game) langPlayer(p PlayerID, lang Lang) string {
	if !g.validPlayer(p) {
		if lang == Chinese {
			return "无牌手"
		}
		return "no player"
	}
	return g.players[p].name
}

// cardLabel names a card in lang; a hidden card is "a card".
func cardLabel(d *card.Definition, lang Lang) string {
	if lang == Chinese {
		switch {
		case d == nil:
			return "一张牌"
		case d.NameZhHans != "":
			return d.NameZhHans
		}
		return d.Name
	}
	if d == nil {
		return "a card"
	}
	return d.Name
}

// manaText writes a pool as mana symbols in WUBRG-then-C order:
// "{R}{R}", or "{B}×12" for long runs.
func manaText(p mana.Pool) string {
	var b strings.Builder
	for c := mana.Color(0); c < mana.NumTypes; c++ {
		n := p.Amount(c)
		sym := "{" + string(c.Letter()) + "}"
		if n > 8 {
			fmt.Fprintf(&b, "%s×%d", sym, n)
			continue
		}
		for i := 0; i < n; i++ {
			b.WriteString(sym)
		}
	}
	if b.Len() == 0 {
		return "{0}"
	}
	return b.String()
}

var stepNamesEN = [numSteps]string{"untap step", "upkeep", "draw step", "precombat main phase",
	"beginning of combat step", "declare attackers step", "declare blockers step",
	"first-strike combat damage step", "combat damage step", "end of combat step",
	"postcombat main phase", "end step", "cleanup step"}

func stepEN(s Step) string {
	if s >= numSteps {
		return "unknown step"
	}
	return stepNamesEN[s]
}

// zoneEN names zone z of owner who: "Alice's graveyard", "the
// battlefield".
func zoneEN(z zone.Kind, who string) string {
	switch z {
	case zone.Library, zone.Hand, zone.Graveyard:
		return who + "'s " + z.String()
	case zone.Battlefield, zone.Stack:
		return "the " + z.String()
	case zone.Exile:
		return "exile"
	case zone.Command:
		return "the command zone"
	case nowhere:
		return "nowhere"
	}
	return z.String()
}

func (g *Game) lineEN(a *lineArgs) string {
	who, name := a.who, a.name
	switch a.kind {
	case EventTurnBegin:
		return fmt.Sprintf("Turn %d: %s.", a.amount, who)
	case EventStep:
		return fmt.Sprintf("%s's %s.", who, stepEN(a.step))
	case EventZoneChange:
		switch {
		case a.to == nowhere:
			return fmt.Sprintf("%s ceases to exist.", capitalize(name)) // a token or a copy (CR 704.5d)
		case a.to == zone.Graveyard:
			return fmt.Sprintf("%s is put into %s's graveyard.", name, who)
		case a.to == zone.Battlefield:
			return fmt.Sprintf("%s enters the battlefield.", name)
		case a.to == zone.Exile:
			return fmt.Sprintf("%s is exiled.", name)
		case a.from == zone.Battlefield && a.to == zone.Hand:
			return fmt.Sprintf("%s is returned to %s's hand.", name, who)
		}
		return fmt.Sprintf("%s moves from %s to %s.", capitalize(name), zoneEN(a.from, who), zoneEN(a.to, who))
	case EventDraw:
		return fmt.Sprintf("%s draws a card.", who)
	case EventCoinFlip:
		if a.amount == 1 {
			return fmt.Sprintf("%s flips a coin and wins the flip.", who)
		}
		return fmt.Sprintf("%s flips a coin and loses the flip.", who)
	case EventPlayLand:
		return fmt.Sprintf("%s plays %s.", who, name)
	case EventCast:
		x := ""
		if a.amount != 0 {
			x = fmt.Sprintf(" with X=%d", a.amount)
		}
		if a.hasTarget {
			return fmt.Sprintf("%s casts %s%s targeting %s.", who, name, x, a.victim)
		}
		return fmt.Sprintf("%s casts %s%s.", who, name, x)
	case EventActivate:
		if c := loyaltyCost(a.card, a.amount); c != "" {
			name += " (" + c + ")"
		}
		if a.hasTarget {
			return fmt.Sprintf("%s activates %s targeting %s.", who, name, a.victim)
		}
		return fmt.Sprintf("%s activates %s.", who, name)
	case EventAddMana:
		return fmt.Sprintf("%s adds %s.", who, manaText(a.mana))
	case EventResolve:
		return fmt.Sprintf("%s resolves.", capitalize(name))
	case EventFizzle:
		return fmt.Sprintf("%s is countered on resolution: its targets are illegal now.", capitalize(name))
	case EventCounter:
		if a.source != nil {
			return fmt.Sprintf("%s is countered by %s.", capitalize(name), a.src)
		}
		return fmt.Sprintf("%s is countered.", capitalize(name))
	case EventDamage:
		return fmt.Sprintf("%s deals %d damage to %s.", capitalize(a.src), a.amount, a.victim)
	case EventLifeChange:
		return fmt.Sprintf("%s's life: %+d (now %d).", who, a.amount, a.total)
	case EventTap:
		return fmt.Sprintf("%s taps %s.", who, name)
	case EventUntap:
		return fmt.Sprintf("%s untaps %s.", who, name)
	case EventDiscard:
		return fmt.Sprintf("%s discards %s.", who, name)
	case EventRegenerate:
		return fmt.Sprintf("%s regenerates.", capitalize(name))
	case EventReveal:
		return fmt.Sprintf("%s reveals %s.", who, name)
	case EventChoose:
		return chooseLineEN(a)
	case EventShuffle:
		return fmt.Sprintf("%s shuffles their library.", who)
	case EventSacrifice:
		return fmt.Sprintf("%s sacrifices %s.", who, name)
	case EventPass:
		return fmt.Sprintf("%s passes.", who)
	case EventLose:
		switch LoseReason(a.amount) {
		case LostLife:
			return fmt.Sprintf("%s loses the game (life 0 or less).", who)
		case LostEmptyLibrary:
			return fmt.Sprintf("%s loses the game (drew from an empty library).", who)
		case LostPoison:
			return fmt.Sprintf("%s loses the game (ten poison counters).", who)
		case LostTeammate:
			return fmt.Sprintf("%s loses the game with their team.", who)
		}
		return fmt.Sprintf("%s loses the game.", who)
	case EventWin:
		if g.twoHeaded() && g.validPlayer(a.player) { // CR 810.8a: the team wins
			return fmt.Sprintf("%s and %s win the game.", who, g.playerName(g.teammate(a.player)))
		}
		return fmt.Sprintf("%s wins the game.", who)
	case EventGameDrawn:
		return "The game is a draw."
	case EventConcede:
		return fmt.Sprintf("%s concedes.", who)
	case EventCopy:
		if !a.ability {
			return fmt.Sprintf("%s creates a copy of %s in exile.", who, a.src)
		}
		if a.hasTarget {
			return fmt.Sprintf("%s copies %s targeting %s.", who, name, a.victim)
		}
		return fmt.Sprintf("%s copies %s.", who, name)
	case EventReverse:
		if a.ability {
			return fmt.Sprintf("%s's activation of %s is reversed: its cost can no longer be paid.", who, name)
		}
		return fmt.Sprintf("%s's cast of %s is reversed: its cost can no longer be paid.", who, name)
	case EventLeave:
		return fmt.Sprintf("%s leaves the game.", who)
	case EventAttack:
		return fmt.Sprintf("%s attacks %s with %s.", who, a.victim, name)
	case EventBlock:
		return fmt.Sprintf("%s blocks %s with %s.", who, a.victim, name)
	case EventControl:
		return fmt.Sprintf("%s gains control of %s.", who, name)
	case EventEmblem:
		return fmt.Sprintf("%s gets an emblem: %s.", who, name)
	case EventLoyalty:
		return fmt.Sprintf("%s's loyalty: %+d.", capitalize(name), a.amount)
	case EventDamageOrder:
		return fmt.Sprintf("%s puts %s at place %d of %s's damage assignment order.", who, a.victim, a.amount, name)
	case EventUnattach:
		return fmt.Sprintf("%s becomes unattached.", capitalize(name))
	case EventCounters:
		return fmt.Sprintf("%s's %s counters: %+d (now %d).", capitalize(name), a.counter, a.amount, a.total)
	case EventTrigger:
		if a.hasTarget {
			return fmt.Sprintf("%s's triggered ability goes on the stack targeting %s.", capitalize(name), a.victim)
		}
		return fmt.Sprintf("%s's triggered ability goes on the stack.", capitalize(name))
	case EventAttach:
		return fmt.Sprintf("%s becomes attached to %s.", capitalize(name), a.victim)
	case EventStartingPlayer:
		if a.hasTarget {
			return fmt.Sprintf("%s chooses %s to take the first turn.", who, a.victim)
		}
		return fmt.Sprintf("%s takes the first turn.", who)
	case EventMulligan:
		return fmt.Sprintf("%s takes a mulligan and draws %d %s.", who, a.amount, plural(a.amount, "card", "cards"))
	case EventKeep:
		return fmt.Sprintf("%s keeps %d %s.", who, a.amount, plural(a.amount, "card", "cards"))
	case EventBottom:
		if a.amount == 1 {
			return fmt.Sprintf("%s puts the top card of their library on the bottom.", who)
		}
		return fmt.Sprintf("%s leaves the top card of their library on top.", who)
	}
	return fmt.Sprintf("(%s)", a.kind)
}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// capitalize upper-cases a leading "a" of "a card" at the start of a
// sentence; card names are already capitalized.
func capitalize(s string) string {
	if strings.HasPrefix(s, "a ") {
		return "A" + s[1:]
	}
	return s
}
