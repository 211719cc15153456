package game

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
)

// Saving and loading games as JSON. The schema is documented in
// testdata/saves/SCHEMA.md; every field of the state is saved, so that a
// loaded game has the same Fingerprint as the saved one and plays on
// exactly as it would have. Not saved: recorded events (a loaded game
// starts with none) and scratch space, empty between actions: combat
// damage's lifelinkBatch and batching, state-based actions' sbaDoomed,
// objects leaving together's leaving and leftTogether.

// SaveFormat and SaveVersion identify save files: the "format" and
// "version" fields of the top-level JSON object.
const (
	SaveFormat  = "spellstack-save"
	SaveVersion = 1
)

// ErrBadSave: a save file can't be loaded. Load wraps it in a *SaveError
// that says what is wrong and where.
var ErrBadSave = errors.New("invalid save")

// SaveError reports why Load refused a save file. It wraps ErrBadSave and
// the underlying cause, if any (a JSON syntax error, an unknown card).
type SaveError struct {
	// Path locates the problem in the JSON document, such as
	// "objects[12].zone"; it is empty for the document as a whole.
	Path string
	// Msg says what is wrong.
	Msg string
	// Err is the underlying cause, or nil.
	Err error
}

// Error returns "invalid save: PATH: MSG".
func (e *SaveError) Error() string {
	s := ErrBadSave.Error() + ": "
	if e.Path != "" {
		s += clipText(e.Path) + ": "
	}
	s += clipText(e.Msg)
	// A type error's text names the engine's Go types; Msg says it in
	// the save's terms.
	var te *json.UnmarshalTypeError
	if e.Err != nil && !errors.As(e.Err, &te) {
		s += ": " + clipText(e.Err.Error())
	}
	return s
}

// Unwrap returns ErrBadSave and the cause.
func (e *SaveError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrBadSave}
	}
	return []error{ErrBadSave, e.Err}
}

func badSave(path, format string, args ...any) *SaveError {
	return &SaveError{Path: path, Msg: fmt.Sprintf(format, args...)}
}

// Save writes the whole game state as JSON (see testdata/saves/SCHEMA.md):
// rules, RNG state, players, every card and token slot by card name with
// its zone-change counter (so ObjectIDs stay valid across a save), zones,
// the stack, the pending decision, a suspended resolution, combat,
// waiting triggers, continuous effects, and the event and action-log
// settings with the action log. Recorded events are not saved. The output
// is deterministic: the same state always writes the same bytes. A nil
// w is an error wrapping ErrBadConfig.
func (g *Game) Save(w io.Writer) error {
	if w == nil {
		return fmt.Errorf("%w: Save: no writer (nil)", ErrBadConfig)
	}
	b, err := g.marshalSave()
	if err != nil {
		return err
	}
	out := shallowIndent(make([]byte, 0, len(b)+len(b)/4), b, 2)
	out = append(out, '\n')
	_, err = w.Write(out)
	return err
}

func (g *Game) marshalSave() ([]byte, error) {
	f, err := g.saveFile()
	if err != nil {
		return nil, err
	}
	if g.undo != nil {
		u, err := g.undo.saveFile()
		if err != nil {
			return nil, err
		}
		f.Undo = u
	}
	return json.Marshal(f)
}

// saveFile returns the save of g, without its kept position (undo).
func (g *Game) saveFile() (*saveFile, error) {
	rb, err := g.rng.pcg.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("game: save: %w", err)
	}
	f := saveFile{
		Format:  SaveFormat,
		Version: SaveVersion,
		Rules: saveRules{Uniqueness: enumName(uniquenessNames[:], int(g.rules.Uniqueness)), MaxHandSize: g.rules.MaxHandSize,
			Mulligan: g.rules.Mulligan.String(), Variant: variantOut(g.rules.Variant)},
		RNG:           hex.EncodeToString(rb),
		NoEvents:      g.noEvents,
		RecordActions: g.recordActions,
		AutoPass:      g.autoPass,
		AutoPasses:    g.autoPasses,
		Started:       g.started,
		Opening: saveOpening{Stage: enumName(openingStageNames[:], int(g.opening.stage)), Seat: g.opening.seat,
			Starter: int(g.opening.starter), Mulligans: append([]int(nil), g.opening.mulligans[:len(g.players)]...),
			Kept: append([]bool(nil), g.opening.kept[:len(g.players)]...), Declared: append([]bool(nil), g.opening.declared[:len(g.players)]...)},
		Turn:            g.turn,
		Active:          int(g.active),
		Step:            g.step.String(),
		PriorityAfter:   int(g.priorityAfter),
		EventPlayer:     int(g.eventPlayer),
		Passes:          g.passes,
		LandsUsed:       g.landsUsed,
		Pending:         saveDecision{Kind: g.pending.Kind.String(), Player: int(g.pending.Player), Count: g.pending.Count},
		Over:            g.over,
		Winner:          int(g.winner),
		Timestamp:       g.timestamp,
		Serial:          g.serial,
		ZoneChanges:     g.savedZoneChanges(),
		Counts:          make(map[string]int, 12),
		AnyTriggers:     g.anyTriggers,
		CostDiscard:     g.costDiscard,
		CleanupPriority: g.cleanupPriority,
		PlacingTriggers: g.placing,
		SBADirty:        g.sbaDirty,
		Actions:         g.actions,
		Battlefield:     slotsOut(g.battlefield),
		Exile:           slotsOut(g.exile),
		Command:         slotsOut(g.command),
		Keep:            saveKeep{Kind: enumName(keepNames[:], int(g.keep.kind)), Name: g.keep.name},
		Kept:            keptIDs(&g.kept),
		CopyEnterGraves: int(g.copyEnterGraves),
		EnteredTogether: idsOut(g.enteredTogether),
	}
	for _, c := range g.counts() {
		f.Counts[c.name] = *c.n
	}
	f.StartCards = append([]int(nil), g.startCards[:len(g.players)]...)
	f.Players = make([]savePlayer, len(g.players))
	for i := range g.players {
		p := &g.players[i]
		f.Players[i] = savePlayer{Name: p.name, Life: p.life, Poison: p.poison, Pool: poolOut(p.pool),
			DrewFromEmpty: p.drewFromEmpty, Lost: p.lost, Conceded: p.conceded, PassStep: p.passStep, HasteMana: p.hasteMana,
			StartingLife: p.startingLife, LostLifeThis: p.lostLifeThisTurn, LostLifeLast: p.lostLifeLastTurn,
			LoyaltyActed: p.loyaltyActivatedThisTurn, LoyaltyBonus: int(p.loyaltyBonus), SpellsCast: int(p.spellsCastThisTurn),
			Library: slotsOut(p.library), Hand: slotsOut(p.hand), Graveyard: slotsOut(p.graveyard)}
	}
	for i := range g.players {
		spendOnlyOut(&f.Players[i], g.players[i].spendOnly)
	}
	f.Objects = make([]saveObject, len(g.objects))
	for i := range g.objects {
		o := &g.objects[i]
		so := saveObject{Card: g.savedCardName(int32(i)), Inc: int(o.inc), Owner: int(o.owner), Controller: int(o.controller),
			Zone: zoneName(o.zone), Token: o.token, Tapped: o.tapped, Sick: o.sick, Damage: int(o.damage),
			Deathtouched: o.has(markDeathtouched), Timestamp: o.timestamp, AttachedTo: uint32(o.attachedTo),
			SkipUntap: o.has(markSkipUntap), LoyaltyUsed: o.loyaltyUses > 0, LoyaltyUses: manyUses(o.loyaltyUses), PlayTurn: int(o.playTurn),
			Known: seatsOut(o.known), Placed: seatsOut(o.placed), Group: int(o.group), Chosen: chosenOut(o),
			LeftHidden: o.has(markLeftHidden)}
		so.Counters = counterMap(&o.counters)
		if o.enteredOther != 0 {
			p := int(o.enteredOther) - 1
			so.EnteredUnder = &p
		}
		f.Objects[i] = so
	}
	f.Stack = make([]saveItem, g.stack.Len())
	for i := range f.Stack {
		f.Stack[i] = itemOut(g.stack.At(len(f.Stack) - 1 - i))
	}
	r := &g.res
	f.Resolution = saveResolution{Active: r.active, Item: itemOut(&r.item), Next: r.next, Legal: r.legal[:],
		Answered: r.answered, Yes: r.yes, LastToughness: r.lastToughness, Searching: r.searching, SearchLeft: r.searchLeft,
		RedirectAsked: r.redirectAsked, RedirectTo: uint32(r.redirectTo), Picking: r.picking, LostFlip: r.lostFlip,
		CopyOf: int(r.copyOf), CopySlot: int(r.copySlot), CopiesLeft: r.copiesLeft, CopyEnter: uint32(r.copyEnter), Cards: slotsOut(r.cards),
		Declined: r.declined, Named: nameOf(r.named), Stage: int(r.stage), Chosen: uint32(r.chosen),
		PlacedTop: int(r.placedTop), PlacedBottom: int(r.placedBottom), ChoosingDefender: r.choosingDefender,
		FoundInLibrary: r.foundInLibrary}
	for p := range g.players {
		if r.redirectedFor&seatBit(PlayerID(p)) != 0 {
			f.Resolution.Redirects = append(f.Resolution.Redirects, saveRedirect{Player: p, To: uint32(r.redirects[p])})
		}
	}
	f.Combat.Attackers = make([]saveAttacker, len(g.combat.attackers))
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		sa := saveAttacker{ID: uint32(a.id), Player: int(a.player), Planeswalker: uint32(a.planeswalker),
			Blocked: a.blocked, DealtFirst: a.dealtFirst, AttacksNothing: a.attacksNothing, Ordered: a.ordered, Blockers: make([]uint32, 0, a.nblockers)}
		if a.planeswalker != 0 {
			d := int(a.defending)
			sa.Defending = &d
		}
		for _, b := range a.blockers[:a.nblockers] {
			sa.Blockers = append(sa.Blockers, uint32(b))
		}
		f.Combat.Attackers[i] = sa
	}
	f.Combat.FirstDealt = make([]uint32, len(g.combat.firstDealt))
	for _, b := range g.combat.stillBlocking {
		f.Combat.StillBlocking = append(f.Combat.StillBlocking, uint32(b))
	}
	f.Combat.Attacked = g.combat.attacked && len(g.combat.attackers) == 0
	for i, b := range g.combat.firstDealt {
		f.Combat.FirstDealt[i] = uint32(b)
	}
	f.Triggers = make([]saveTrigger, len(g.triggers))
	for i, t := range g.triggers {
		f.Triggers[i] = saveTrigger{Source: uint32(t.source), Index: int(t.index), Controller: int(t.controller),
			EventObject: uint32(t.eventObject), EventAmount: int64(t.eventAmount), EventPlayer: int(t.eventPlayer), Later: t.later}
	}
	f.ControlReverts = make([]saveControlRevert, len(g.controlReverts))
	for i, c := range g.controlReverts {
		f.ControlReverts[i] = saveControlRevert{ID: uint32(c.id), To: int(c.to), Lasting: c.lasting}
	}
	f.Shields = g.saveShields()
	f.OnceUsed = g.saveOnceUsed()
	for _, r := range g.damageHistory {
		f.DamageHistory = append(f.DamageHistory, saveDamageRecord{Source: uint32(r.source), Victim: uint32(r.victim)})
	}
	f.LastKnown = g.saveLastKnown()
	f.Copies = g.saveCopies()
	for _, d := range g.delayed {
		f.Delayed = append(f.Delayed, saveDelayed{Source: uint32(d.source), Index: int(d.index), Player: int(d.player), Controller: int(d.controller)})
	}
	for _, l := range g.links {
		f.Links = append(f.Links, saveLink{Source: uint32(l.source), Card: uint32(l.card), UntilLeaves: l.untilLeaves})
	}
	f.GoneAbilities = g.goneAbilitiesOut()
	f.Effects = make([]saveEffect, len(g.effects))
	for i := range g.effects {
		e := &g.effects[i]
		f.Effects[i] = saveEffect{Target: uint32(e.target), Power: int(e.power), Toughness: int(e.tough),
			SetPT: e.setPT, SetPower: int(e.setP), SetToughness: int(e.setT), Keywords: uint64(e.keywords),
			Restrictions: uint64(e.restrictions), AddTypes: uint64(e.addTypes), AddSubtype: e.addSubtype,
			LoseKeywords: uint64(e.loseKeywords), LoseSubtype: e.loseSubtype, Source: uint32(e.source), Holder: int(e.holder),
			LoseAll: e.loseAll, ReplaceCreatureTypes: e.replaceCreatureTypes, SetColors: colorsOut(e.setColors),
			Duration: enumName(durationNames[:], int(e.duration)), Timestamp: e.timestamp}
	}
	f.ActionLog = make([]saveAction, len(g.actionLog))
	for i := range g.actionLog {
		f.ActionLog[i] = actionOut(&g.actionLog[i])
	}
	return &f, nil
}

func slotsOut(s []int32) []int {
	out := make([]int, len(s))
	for i, x := range s {
		out[i] = int(x)
	}
	return out
}

func poolOut(p mana.Pool) savePool {
	return savePool{W: p.Amount(mana.White), U: p.Amount(mana.Blue), B: p.Amount(mana.Black),
		R: p.Amount(mana.Red), G: p.Amount(mana.Green), C: p.Amount(mana.Colorless)}
}

func targetOut(t Target) saveTarget {
	if t.IsPlayer() {
		p := int(t.Player)
		return saveTarget{Player: &p}
	}
	return saveTarget{Object: t.Object}
}

func targetsOut(ts []Target) []saveTarget {
	out := make([]saveTarget, len(ts))
	for i, t := range ts {
		out[i] = targetOut(t)
	}
	return out
}

func itemOut(it *stack.Item) saveItem {
	n := int(it.NumTargets)
	if n > len(it.Targets) {
		n = len(it.Targets)
	}
	return saveItem{Serial: it.Serial, Kind: enumName(stackKindNames[:], int(it.Kind)), Source: it.Source,
		Controller: int(it.Controller), Ability: int(it.Ability), X: int(it.X), EventObject: it.EventObject,
		EventAmount: int64(it.EventAmount), EventPlayer: int(it.EventPlayer), Haste: it.Haste, Targets: targetsOut(it.Targets[:n])}
}

func actionOut(a *Action) saveAction {
	sa := saveAction{Kind: a.Kind.String(), Player: int(a.Player), Object: uint32(a.Object), Ability: a.Ability,
		X: a.X, Choice: a.Choice, Discard: uint32(a.Discard)}
	if a.Color != 0 {
		sa.Color = string(a.Color.Letter())
	}
	if ts := a.TargetList(); len(ts) > 0 {
		sa.Targets = targetsOut(ts)
	}
	for _, at := range a.Attackers {
		sa.Attackers = append(sa.Attackers, saveAttack{Attacker: uint32(at.Attacker), Player: int(at.Player), Planeswalker: uint32(at.Planeswalker)})
	}
	for _, b := range a.Blockers {
		sa.Blockers = append(sa.Blockers, saveBlock{Blocker: uint32(b.Blocker), Attacker: uint32(b.Attacker)})
	}
	for _, c := range a.Convoke {
		sa.Convoke = append(sa.Convoke, uint32(c))
	}
	return sa
}

// shallowIndent appends the compact JSON src to dst, putting members and
// elements nested at most maxDepth deep on lines of their own, and
// keeping deeper values, and arrays of numbers, on one line: one line per
// object slot.
func shallowIndent(dst, src []byte, maxDepth int) []byte {
	depth := 0
	inline := 0 // depth of the innermost array kept on one line, or 0
	broken := func() bool { return depth <= maxDepth && (inline == 0 || depth < inline) }
	newline := func(d int) {
		dst = append(dst, '\n')
		for i := 0; i < d; i++ {
			dst = append(dst, ' ', ' ')
		}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch c {
		case '"':
			// Copy the whole string; compact JSON escapes quotes as \".
			j := i + 1
			for j < len(src) && src[j] != '"' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) {
				j = len(src) - 1
			}
			dst = append(dst, src[i:j+1]...)
			i = j
		case '{', '[':
			dst = append(dst, c)
			depth++
			next := byte(0)
			if i+1 < len(src) {
				next = src[i+1]
			}
			if c == '[' && inline == 0 && next != '{' && next != '[' {
				inline = depth
			}
			if broken() && next != '}' && next != ']' {
				newline(depth)
			}
		case '}', ']':
			if broken() && i > 0 && src[i-1] != '{' && src[i-1] != '[' {
				newline(depth - 1)
			}
			if depth == inline {
				inline = 0
			}
			depth--
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			if broken() {
				newline(depth)
			}
		case ':':
			dst = append(dst, c)
			if broken() {
				dst = append(dst, ' ')
			}
		default:
			j := i + 1
			for j < len(src) && !isJSONPunct(src[j]) {
				j++
			}
			dst = append(dst, src[i:j]...)
			i = j - 1
		}
	}
	return dst
}

func isJSONPunct(c byte) bool {
	switch c {
	case '"', '{', '}', '[', ']', ',', ':':
		return true
	}
	return false
}
