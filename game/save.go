package game

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
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
		s += e.Path + ": "
	}
	s += e.Msg
	if e.Err != nil {
		s += ": " + e.Err.Error()
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

// The JSON document. Field order is the order of the output.
type saveFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`

	Rules         saveRules `json:"rules"`
	RNG           string    `json:"rng"`
	NoEvents      bool      `json:"noEvents"`
	RecordActions bool      `json:"recordActions"`
	// AutoPass and AutoPasses: Config.AutoPass and the passes it made
	// (absent when off, as in saves from before the option).
	AutoPass   bool `json:"autoPass,omitempty"`
	AutoPasses int  `json:"autoPasses,omitempty"`

	Started       bool         `json:"started"`
	Opening       saveOpening  `json:"opening"`
	Turn          int          `json:"turn"`
	Active        int          `json:"active"`
	Step          string       `json:"step"`
	PriorityAfter int          `json:"priorityAfter"`
	EventPlayer   int          `json:"eventPlayer"`
	Passes        int          `json:"passes"`
	LandsUsed     int          `json:"landsUsed"`
	Pending       saveDecision `json:"pending"`
	Over          bool         `json:"over"`
	Winner        int          `json:"winner"`

	Timestamp       uint32         `json:"timestamp"`
	Serial          uint32         `json:"serial"`
	Counts          map[string]int `json:"counts"`
	AnyTriggers     bool           `json:"anyTriggers"`
	CostDiscard     bool           `json:"costDiscard"`
	CleanupPriority bool           `json:"cleanupPriority,omitempty"`
	// PlacingTriggers is Game.placing.
	PlacingTriggers bool `json:"placingTriggers,omitempty"`
	SBADirty        bool `json:"sbaDirty"`
	Actions         int  `json:"actions"`

	StartCards  []int          `json:"startCards"`
	Players     []savePlayer   `json:"players"`
	Battlefield []int          `json:"battlefield"`
	Exile       []int          `json:"exile"`
	Command     []int          `json:"command"`
	Objects     []saveObject   `json:"objects"`
	Stack       []saveItem     `json:"stack"`
	Resolution  saveResolution `json:"resolution"`
	Combat      saveCombat     `json:"combat"`
	Triggers    []saveTrigger  `json:"triggers"`
	Keep        saveKeep       `json:"keep"`
	Kept        []uint32       `json:"kept,omitempty"`
	// CopyEnterGraves is Game.copyEnterGraves.
	CopyEnterGraves int `json:"copyEnterGraves,omitempty"`
	// EnteredTogether is Game.enteredTogether.
	EnteredTogether []uint32            `json:"enteredTogether,omitempty"`
	ControlReverts  []saveControlRevert `json:"controlReverts"`
	Shields         []saveShield        `json:"shields,omitempty"`
	DamageHistory   []saveDamageRecord  `json:"damageHistory,omitempty"`
	// LoyaltyExtras is read from saves of earlier versions only (see
	// loyaltyBonus).
	LoyaltyExtras []uint32        `json:"loyaltyExtras,omitempty"`
	LastKnown     []saveLastKnown `json:"lastKnown,omitempty"`
	Effects       []saveEffect    `json:"effects"`
	Copies        []saveCopy      `json:"copies,omitempty"`
	Links         []saveLink      `json:"links,omitempty"`
	Delayed       []saveDelayed   `json:"delayed,omitempty"`
	ActionLog     []saveAction    `json:"actionLog"`
}

type saveRules struct {
	Uniqueness  string `json:"uniqueness"`
	MaxHandSize int    `json:"maxHandSize"`
	Mulligan    string `json:"mulligan"`
	// Variant is "two-headed-giant" or empty for the default.
	Variant string `json:"variant,omitempty"`
}

type saveOpening struct {
	Stage     string `json:"stage"`
	Seat      int    `json:"seat"`
	Starter   int    `json:"starter"`
	Mulligans []int  `json:"mulligans"`
	Kept      []bool `json:"kept"`
	Declared  []bool `json:"declared"`
}

type savePool struct {
	W int `json:"W,omitempty"`
	U int `json:"U,omitempty"`
	B int `json:"B,omitempty"`
	R int `json:"R,omitempty"`
	G int `json:"G,omitempty"`
	C int `json:"C,omitempty"`
}

type savePlayer struct {
	Name          string    `json:"name"`
	Life          int       `json:"life"`
	Poison        int       `json:"poison"`
	Pool          savePool  `json:"pool"`
	DrewFromEmpty bool      `json:"drewFromEmpty,omitempty"`
	Lost          bool      `json:"lost,omitempty"`
	Conceded      bool      `json:"conceded,omitempty"`
	PassStep      bool      `json:"passStep,omitempty"`
	HasteMana     int       `json:"hasteMana,omitempty"`
	StartingLife  int       `json:"startingLife,omitempty"`
	LostLifeThis  bool      `json:"lostLifeThisTurn,omitempty"`
	LostLifeLast  bool      `json:"lostLifeLastTurn,omitempty"`
	LoyaltyActed  bool      `json:"loyaltyActivatedThisTurn,omitempty"`
	LoyaltyBonus  int       `json:"loyaltyBonus,omitempty"`
	SpellsCast    int       `json:"spellsCastThisTurn,omitempty"`
	SpendOnly     *savePool `json:"spendOnlyPool,omitempty"`
	SpendOnlyFor  string    `json:"spendOnlySubtype,omitempty"`
	Library       []int     `json:"library"`
	Hand          []int     `json:"hand"`
	Graveyard     []int     `json:"graveyard"`
}

type saveObject struct {
	Card         string         `json:"card"`
	Inc          int            `json:"inc"`
	Owner        int            `json:"owner"`
	Controller   int            `json:"controller"`
	Zone         string         `json:"zone"`
	Token        bool           `json:"token,omitempty"`
	Tapped       bool           `json:"tapped,omitempty"`
	Sick         bool           `json:"sick,omitempty"`
	Damage       int            `json:"damage,omitempty"`
	Deathtouched bool           `json:"deathtouched,omitempty"`
	Counters     map[string]int `json:"counters,omitempty"`
	Timestamp    uint32         `json:"timestamp,omitempty"`
	AttachedTo   uint32         `json:"attachedTo,omitempty"`
	SkipUntap    bool           `json:"skipUntap,omitempty"`
	LoyaltyUsed  bool           `json:"loyaltyUsed,omitempty"`
	// LoyaltyUses counts them when more than one (The Chain Veil).
	LoyaltyUses int `json:"loyaltyUses,omitempty"`
	PlayTurn    int `json:"playTurn,omitempty"`
	OnceTurn    int `json:"onceTurn,omitempty"`
	// Known lists the players who know the card in its hand or library,
	// Placed those of them who also know where it is in its library.
	Known  []int  `json:"known,omitempty"`
	Placed []int  `json:"placed,omitempty"`
	Chosen string `json:"chosen,omitempty"`
	// EnteredUnder is the player a permanent entered the battlefield
	// under, when not its owner.
	EnteredUnder *int `json:"enteredUnder,omitempty"`
}

type saveTarget struct {
	Player *int   `json:"player,omitempty"`
	Object uint32 `json:"object,omitempty"`
}

type saveItem struct {
	Serial      uint32       `json:"serial"`
	Kind        string       `json:"kind"`
	Source      uint32       `json:"source"`
	Controller  int          `json:"controller"`
	Ability     int          `json:"ability"`
	X           int          `json:"x"`
	EventObject uint32       `json:"eventObject,omitempty"`
	EventAmount int64        `json:"eventAmount,omitempty"`
	EventPlayer int          `json:"eventPlayer"`
	Haste       bool         `json:"haste,omitempty"`
	Targets     []saveTarget `json:"targets"`
}

type saveDecision struct {
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Count  int    `json:"count"`
}

type saveResolution struct {
	Active        bool     `json:"active"`
	Item          saveItem `json:"item"`
	Next          int      `json:"next"`
	Legal         []bool   `json:"legal"`
	Answered      bool     `json:"answered"`
	Yes           bool     `json:"yes"`
	LastToughness int      `json:"lastToughness"`
	Searching     bool     `json:"searching"`
	SearchLeft    int      `json:"searchLeft"`
	RedirectAsked bool     `json:"redirectAsked"`
	RedirectTo    uint32   `json:"redirectTo"`
	Picking       bool     `json:"picking"`
	LostFlip      bool     `json:"lostFlip,omitempty"`
	CopyOf        int      `json:"copyOf"`
	CopySlot      int      `json:"copySlot"`
	CopiesLeft    int      `json:"copiesLeft"`
	CopyEnter     uint32   `json:"copyEnter,omitempty"`
	Cards         []int    `json:"cards"`
	Declined      bool     `json:"declined,omitempty"`
	Named         string   `json:"named,omitempty"`
	Stage         int      `json:"stage,omitempty"`
	Chosen        uint32   `json:"chosen,omitempty"`
}

type saveAttacker struct {
	ID           uint32   `json:"id"`
	Player       int      `json:"player"`
	Planeswalker uint32   `json:"planeswalker,omitempty"`
	Blocked      bool     `json:"blocked"`
	Blockers     []uint32 `json:"blockers"`
	DealtFirst   bool     `json:"dealtFirst"`
	// AttacksNothing: its planeswalker was removed from combat (CR 506.4c).
	AttacksNothing bool `json:"attacksNothing,omitempty"`
	Ordered        int  `json:"ordered"`
}

type saveCombat struct {
	Attackers  []saveAttacker `json:"attackers"`
	FirstDealt []uint32       `json:"firstDealt"`
	// StillBlocking are blockers of attackers removed from combat.
	StillBlocking []uint32 `json:"stillBlocking,omitempty"`
	// Attacked: creatures were declared attacking this combat though
	// none attacks now (with attackers it goes without saying).
	Attacked bool `json:"attacked,omitempty"`
}

type saveTrigger struct {
	Source      uint32 `json:"source"`
	Index       int    `json:"index"`
	Controller  int    `json:"controller"`
	EventObject uint32 `json:"eventObject,omitempty"`
	EventAmount int64  `json:"eventAmount,omitempty"`
	EventPlayer int    `json:"eventPlayer"`
	// Later: it goes on the stack in the next round (CR 603.3b).
	Later bool `json:"later,omitempty"`
}

type saveKeep struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
}

type saveControlRevert struct {
	ID      uint32 `json:"id"`
	To      int    `json:"to"`
	Lasting bool   `json:"lasting,omitempty"`
}

type saveEffect struct {
	Target       uint32 `json:"target"`
	Power        int    `json:"power"`
	Toughness    int    `json:"toughness"`
	SetPT        bool   `json:"setPT,omitempty"`
	SetPower     int    `json:"setPower,omitempty"`
	SetToughness int    `json:"setToughness,omitempty"`
	Keywords     uint64 `json:"keywords,omitempty"`
	Restrictions uint64 `json:"restrictions,omitempty"`
	AddTypes     uint64 `json:"addTypes,omitempty"`
	AddSubtype   string `json:"addSubtype,omitempty"`
	LoseKeywords uint64 `json:"loseKeywords,omitempty"`
	LoseSubtype  string `json:"loseSubtype,omitempty"`
	// LoseAll, SetColors and ReplaceCreatureTypes make an overwriting
	// effect (layers 4-6).
	LoseAll              bool   `json:"loseAll,omitempty"`
	SetColors            string `json:"setColors,omitempty"`
	ReplaceCreatureTypes bool   `json:"replaceCreatureTypes,omitempty"`
	// Source and Holder are set for "for as long as you control" effects.
	Source    uint32 `json:"source,omitempty"`
	Holder    int    `json:"holder,omitempty"`
	Duration  string `json:"duration"`
	Timestamp uint32 `json:"timestamp"`
}

type saveAttack struct {
	Attacker     uint32 `json:"attacker"`
	Player       int    `json:"player"`
	Planeswalker uint32 `json:"planeswalker,omitempty"`
}

type saveBlock struct {
	Blocker  uint32 `json:"blocker"`
	Attacker uint32 `json:"attacker"`
}

type saveAction struct {
	Kind      string       `json:"kind"`
	Player    int          `json:"player"`
	Object    uint32       `json:"object,omitempty"`
	Ability   int          `json:"ability,omitempty"`
	X         int          `json:"x,omitempty"`
	Color     string       `json:"color,omitempty"`
	Choice    int          `json:"choice,omitempty"`
	Discard   uint32       `json:"discard,omitempty"`
	Targets   []saveTarget `json:"targets,omitempty"`
	Attackers []saveAttack `json:"attackers,omitempty"`
	Blockers  []saveBlock  `json:"blockers,omitempty"`
	Convoke   []uint32     `json:"convoke,omitempty"`
}

// counts lists the game's incremental counts of things in play, kept so
// that hot paths can skip scans; a save holds them in "counts".
func (g *Game) counts() []struct {
	name string
	n    *int
} {
	return []struct {
		name string
		n    *int
	}{
		{"activatables", &g.activatables}, {"attachables", &g.attachables}, {"emblems", &g.emblems}, {"exileCastable", &g.exileCastable},
		{"keywordGrants", &g.keywordGrants}, {"restrictionGrants", &g.restrictionGrants}, {"typeGrants", &g.typeGrants}, {"convokeGranters", &g.convokeGranters}, {"taxGrants", &g.taxGrants},
		{"staticSources", &g.staticSources}, {"strayTokens", &g.strayTokens}, {"tokens", &g.tokens},
		{"uniques", &g.uniques},
	}
}

// Enum names in saves.

const nowhereName = "none"

func zoneName(z zone.Kind) string {
	if z == nowhere {
		return nowhereName
	}
	return z.String()
}

var uniquenessNames = [...]string{"all", "choose-one"}

var durationNames = [...]string{"until end of turn", "permanently", "while you control the source"}

var keepNames = [...]string{"", "legend", "planeswalker"}

var stackKindNames = [...]string{"", "spell", "activated", "triggered"}

// enumName returns names[i], or "?" outside the table.
func enumName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

// Save writes the whole game state as JSON (see testdata/saves/SCHEMA.md):
// rules, RNG state, players, every card and token slot by card name with
// its zone-change counter (so ObjectIDs stay valid across a save), zones,
// the stack, the pending decision, a suspended resolution, combat,
// waiting triggers, continuous effects, and the event and action-log
// settings with the action log. Recorded events are not saved. The output
// is deterministic: the same state always writes the same bytes.
func (g *Game) Save(w io.Writer) error {
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
			SpendOnly: spendOnlyOut(p.spendOnly), SpendOnlyFor: p.spendOnlySubtype,
			Library: slotsOut(p.library), Hand: slotsOut(p.hand), Graveyard: slotsOut(p.graveyard)}
	}
	f.Objects = make([]saveObject, len(g.objects))
	for i := range g.objects {
		o := &g.objects[i]
		so := saveObject{Card: g.savedCardName(int32(i)), Inc: int(o.inc), Owner: int(o.owner), Controller: int(o.controller),
			Zone: zoneName(o.zone), Token: o.token, Tapped: o.tapped, Sick: o.sick, Damage: int(o.damage),
			Deathtouched: o.deathtouched, Timestamp: o.timestamp, AttachedTo: uint32(o.attachedTo),
			SkipUntap: o.skipUntap, LoyaltyUsed: o.loyaltyUses > 0, LoyaltyUses: manyUses(o.loyaltyUses), PlayTurn: int(o.playTurn), OnceTurn: int(o.onceTurn),
			Known: seatsOut(o.known), Placed: seatsOut(o.placed), Chosen: chosenOut(o)}
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
		Declined: r.declined, Named: nameOf(r.named), Stage: int(r.stage), Chosen: uint32(r.chosen)}
	f.Combat.Attackers = make([]saveAttacker, len(g.combat.attackers))
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		sa := saveAttacker{ID: uint32(a.id), Player: int(a.player), Planeswalker: uint32(a.planeswalker),
			Blocked: a.blocked, DealtFirst: a.dealtFirst, AttacksNothing: a.attacksNothing, Ordered: a.ordered, Blockers: make([]uint32, 0, a.nblockers)}
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
	return json.Marshal(&f)
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

// maxSaveBytes bounds the size of a save Load reads: far more than any
// game of maxSlots cards needs.
const maxSaveBytes = 64 << 20

// Load reads a game written by Save, resolving card names through cat
// (card.Default() when cat is nil). It checks everything: the format and
// version, every card name, enum, count, player and slot, that every slot
// is in exactly the zone its object says, and the consistency of the
// stack, decision, resolution, combat, triggers and effects. Any problem
// gives a *SaveError wrapping ErrBadSave that says where it is; Load never
// returns a partly loaded game and never panics.
func Load(r io.Reader, cat *card.Catalog) (*Game, error) {
	if cat == nil {
		cat = card.Default()
	}
	data, err := io.ReadAll(io.LimitReader(r, maxSaveBytes+1))
	if err != nil {
		return nil, &SaveError{Msg: "read failed", Err: err}
	}
	if len(data) > maxSaveBytes {
		return nil, badSave("", "larger than %d bytes", maxSaveBytes)
	}
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		// A newer or foreign file fails on its unknown fields first: say
		// what it is instead.
		if herr := checkHeader(data); herr != nil {
			return nil, herr
		}
		return nil, jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, badSave("", "data after the JSON document")
	}
	if err := checkFormat(f.Format, f.Version); err != nil {
		return nil, err
	}
	l := loader{f: &f, cat: cat}
	return l.build()
}

func checkFormat(format string, version int) error {
	if format != SaveFormat {
		return badSave("format", "%q is not a %s file", format, SaveFormat)
	}
	if version != SaveVersion {
		return badSave("version", "version %d is not supported (want %d)", version, SaveVersion)
	}
	return nil
}

// manyUses is a permanent's count of loyalty activations as saved: only
// when it is more than one (loyaltyUsed says one).
func manyUses(n uint8) int {
	if n > 1 {
		return int(n)
	}
	return 0
}

// checkHeader reads only "format" and "version", leniently.
func checkHeader(data []byte) error {
	var h struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if json.Unmarshal(data, &h) != nil {
		return nil
	}
	return checkFormat(h.Format, h.Version)
}

func jsonError(err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return &SaveError{Msg: fmt.Sprintf("malformed JSON at byte %d", se.Offset), Err: err}
	case errors.As(err, &te):
		return &SaveError{Path: te.Field, Msg: fmt.Sprintf("wrong type at byte %d: %s where %s is wanted", te.Offset, te.Value, te.Type), Err: err}
	}
	return &SaveError{Msg: "malformed JSON", Err: err}
}

// loader builds and checks a Game from a decoded save.
type loader struct {
	f   *saveFile
	cat *card.Catalog
	g   *Game
}

func (l *loader) build() (*Game, error) {
	g := &Game{}
	l.g = g
	steps := []func() error{l.header, l.players, l.objects, l.zones, l.copies, l.chosen, l.stackItems, l.state,
		l.resolution, l.combat, l.triggers, l.effects, l.links, l.delayedTriggers, l.actionLog, l.consistency}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// chosen reads what each permanent chose as it entered, once the copy
// effects are back: a Mercurial Pretender that copied a permanent which
// names a card as it enters saved the name it chose (CR 706.2, 614.12).
func (l *loader) chosen() error {
	for i := range l.f.Objects {
		if err := chosenIn(&l.g.objects[i], l.f.Objects[i].Chosen); err != nil {
			return badSave(fmt.Sprintf("objects[%d].chosen", i), "%v", err)
		}
	}
	return nil
}

func (l *loader) header() error {
	f, g := l.f, l.g
	u, err := parseName("rules.uniqueness", f.Rules.Uniqueness, uniquenessNames[:], 0)
	if err != nil {
		return err
	}
	g.rules.Uniqueness = Uniqueness(u)
	if f.Rules.MaxHandSize < 0 || f.Rules.MaxHandSize > maxSlots {
		return badSave("rules.maxHandSize", "%d is out of range", f.Rules.MaxHandSize)
	}
	g.rules.MaxHandSize = f.Rules.MaxHandSize
	if f.Rules.Mulligan != "" { // absent in saves from before the rule existed: the default
		m, err := parseName("rules.mulligan", f.Rules.Mulligan, mulliganNames[:], 0)
		if err != nil {
			return err
		}
		g.rules.Mulligan = Mulligan(m)
	}
	switch f.Rules.Variant {
	case "", "free-for-all":
	case "two-headed-giant":
		g.rules.Variant = TwoHeadedGiant
	default:
		return badSave("rules.variant", "unknown value %q (want free-for-all or two-headed-giant)", f.Rules.Variant)
	}
	rb, err := hex.DecodeString(f.RNG)
	if err != nil {
		return &SaveError{Path: "rng", Msg: "not hexadecimal", Err: err}
	}
	if err := g.rng.pcg.UnmarshalBinary(rb); err != nil {
		return &SaveError{Path: "rng", Msg: "not a PCG state", Err: err}
	}
	g.noEvents = f.NoEvents
	g.recordActions = f.RecordActions
	if f.AutoPasses < 0 {
		return badSave("autoPasses", "%d is negative", f.AutoPasses)
	}
	g.autoPass, g.autoPasses = f.AutoPass, f.AutoPasses
	return nil
}

// parseName returns the index of s in names, searching from first.
func parseName(path, s string, names []string, first int) (int, error) {
	for i := first; i < len(names); i++ {
		if names[i] == s && s != "?" {
			return i, nil
		}
	}
	known := append([]string(nil), names[first:]...)
	return 0, badSave(path, "unknown value %q (want one of %q)", s, known)
}

func (l *loader) player(path string, p int) (PlayerID, error) {
	if p < 0 || p >= len(l.g.players) {
		return 0, badSave(path, "player %d does not exist", p)
	}
	return PlayerID(p), nil
}

func (l *loader) playerOrNone(path string, p int) (PlayerID, error) {
	if p == int(NoPlayer) {
		return NoPlayer, nil
	}
	return l.player(path, p)
}

// objectID checks an ObjectID found in the save: 0 when allowZero, or a
// slot that exists with a zone-change counter it has reached (a stale ID
// is allowed: effects and targets outlive their objects).
func (l *loader) objectID(path string, v uint32, allowZero bool) (ObjectID, error) {
	id := ObjectID(v)
	if v == 0 {
		if allowZero {
			return 0, nil
		}
		return 0, badSave(path, "object ID 0 names no object")
	}
	s := id.slot()
	if s < 0 || s >= len(l.g.objects) {
		return 0, badSave(path, "object ID %d: slot %d does not exist", v, s)
	}
	if id.inc() > l.g.objects[s].inc {
		return 0, badSave(path, "object ID %d: slot %d has made only %d zone changes", v, s, l.g.objects[s].inc)
	}
	return id, nil
}

// currentID checks an ID that must name an object as it is now.
func (l *loader) currentID(path string, v uint32) (int32, error) {
	id, err := l.objectID(path, v, false)
	if err != nil {
		return 0, err
	}
	s, ok := l.g.lookup(id)
	if !ok {
		return 0, badSave(path, "object ID %d is stale: slot %d has changed zones since", v, id.slot())
	}
	return s, nil
}

// card resolves a card name: a token's through card.Token first, then
// the catalog.
func (l *loader) card(name string, token bool) (*card.Definition, error) {
	if token {
		if d, ok := card.Token(name); ok {
			return d, nil
		}
	}
	d, err := l.cat.Lookup(name)
	if err == nil {
		return d, nil
	}
	// Tokens and emblems are defined by the cards that make them.
	if d := reachableDef(l.cat, name); d != nil {
		return d, nil
	}
	return nil, err
}

// reachableDef finds a definition named name among those the catalog's
// cards make (the tokens and emblems their effects create).
func reachableDef(cat *card.Catalog, name string) *card.Definition {
	for _, d := range cat.All() {
		for _, made := range d.Makes() {
			if made.Name == name {
				return made
			}
		}
	}
	return nil
}

func (l *loader) objects() error {
	f, g := l.f, l.g
	if len(f.Objects) > maxSlots {
		return badSave("objects", "%d objects, at most %d", len(f.Objects), maxSlots)
	}
	g.objects = make([]object, len(f.Objects))
	for i := range f.Objects {
		so := &f.Objects[i]
		bad := func(field, format string, args ...any) error {
			return badSave("objects["+strconv.Itoa(i)+"]"+field, format, args...)
		}
		d, err := l.card(so.Card, so.Token)
		if err != nil {
			return &SaveError{Path: "objects[" + strconv.Itoa(i) + "].card", Msg: fmt.Sprintf("unknown card %q", so.Card), Err: err}
		}
		o := &g.objects[i]
		o.def = d
		if so.Inc < 0 || so.Inc > math.MaxUint16 {
			return bad(".inc", "%d is out of range 0..%d", so.Inc, math.MaxUint16)
		}
		o.inc = uint16(so.Inc)
		if so.Owner < 0 || so.Owner >= len(g.players) {
			return bad(".owner", "player %d does not exist", so.Owner)
		}
		if so.Controller < 0 || so.Controller >= len(g.players) {
			return bad(".controller", "player %d does not exist", so.Controller)
		}
		o.owner, o.controller = PlayerID(so.Owner), PlayerID(so.Controller)
		if e := so.EnteredUnder; e != nil {
			if *e < 0 || *e >= len(g.players) || *e == so.Owner || so.Zone != zoneName(zone.Battlefield) {
				return bad(".enteredUnder", "player %d: want a player other than the owner, on the battlefield", *e)
			}
			o.enteredOther = uint8(*e) + 1
		}
		z, ok := parseZone(so.Zone)
		if !ok {
			return bad(".zone", "unknown zone %q (want library, hand, battlefield, graveyard, stack, exile, command or none)", so.Zone)
		}
		o.zone = z
		if o.zone == nowhere && !so.Token && !f.Players[o.owner].Lost {
			return bad(".zone", "only a token or a card of a player who left the game can be in no zone (CR 800.4a)")
		}
		o.token, o.tapped, o.sick, o.deathtouched = so.Token, so.Tapped, so.Sick, so.Deathtouched
		o.skipUntap = so.SkipUntap
		if so.LoyaltyUses != 0 && (so.LoyaltyUses < 2 || so.LoyaltyUses > math.MaxUint8 || !so.LoyaltyUsed) {
			return bad(".loyaltyUses", "%d: want 2..%d, with loyaltyUsed (one use is loyaltyUsed alone)", so.LoyaltyUses, math.MaxUint8)
		}
		o.loyaltyUses = uint8(so.LoyaltyUses)
		if so.LoyaltyUsed && o.loyaltyUses == 0 {
			o.loyaltyUses = 1
		}
		if so.PlayTurn < 0 || so.PlayTurn > math.MaxInt16 {
			return bad(".playTurn", "%d is out of range", so.PlayTurn)
		}
		o.playTurn = int16(so.PlayTurn)
		if so.OnceTurn < 0 || so.OnceTurn > math.MaxInt16 {
			return bad(".onceTurn", "%d is out of range", so.OnceTurn)
		}
		o.onceTurn = int16(so.OnceTurn)
		if so.Damage < 0 || so.Damage > math.MaxInt16 {
			return bad(".damage", "%d is out of range 0..%d", so.Damage, math.MaxInt16)
		}
		o.damage = int16(so.Damage)
		if o.counters, err = parseCounters(fmt.Sprintf("objects[%d].counters", i), so.Counters); err != nil {
			return err
		}
		o.timestamp = so.Timestamp
		if o.known, err = l.seatsIn(so.Known); err != nil {
			return bad(".known", "%v", err)
		}
		if o.placed, err = l.seatsIn(so.Placed); err != nil {
			return bad(".placed", "%v", err)
		}
		switch {
		case o.known != 0 && !hiddenZone(o.zone):
			return bad(".known", "only a card in a hand or library can be known (CR 400.2)")
		case o.placed != 0 && o.zone != zone.Library:
			return bad(".placed", "only a card in a library has a known place")
		case o.placed&^o.known != 0:
			return bad(".placed", "a player who knows where the card is knows the card: list them in known too")
		}
	}
	// Attachments name other objects: check them once all slots exist.
	for i := range f.Objects {
		if f.Objects[i].AttachedTo == 0 {
			continue
		}
		id, err := l.objectID("objects["+strconv.Itoa(i)+"].attachedTo", f.Objects[i].AttachedTo, true)
		if err != nil {
			return err
		}
		g.objects[i].attachedTo = id
	}
	return nil
}

// seatsOut lists the seats of a knowledge mask, lowest first, or nil.
func seatsOut(mask uint8) []int {
	var out []int
	for p := 0; mask != 0; p, mask = p+1, mask>>1 {
		if mask&1 != 0 {
			out = append(out, p)
		}
	}
	return out
}

// seatsIn reads a list of seats into a knowledge mask: each a player of
// the game, each once.
func (l *loader) seatsIn(seats []int) (uint8, error) {
	var mask uint8
	for _, p := range seats {
		if p < 0 || p >= len(l.g.players) {
			return 0, fmt.Errorf("player %d does not exist", p)
		}
		if mask&seatBit(PlayerID(p)) != 0 {
			return 0, fmt.Errorf("player %d is listed twice", p)
		}
		mask |= seatBit(PlayerID(p))
	}
	return mask, nil
}

// parseZone maps a zone's name in saves to its kind.
func parseZone(s string) (zone.Kind, bool) {
	if s == nowhereName {
		return nowhere, true
	}
	for k := zone.Kind(0); k < zone.NumKinds; k++ {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

// variantOut names a variant for the save: empty for the default, so
// that saves of duels stay as they were.
func variantOut(v Variant) string {
	if v == FreeForAll {
		return ""
	}
	return v.String()
}

func (l *loader) players() error {
	f, g := l.f, l.g
	if len(f.Players) < MinPlayers || len(f.Players) > MaxPlayers {
		return badSave("players", "%d players, want %d to %d", len(f.Players), MinPlayers, MaxPlayers)
	}
	if g.rules.Variant == TwoHeadedGiant && len(f.Players) != 4 {
		return badSave("players", "%d players, Two-Headed Giant wants 4", len(f.Players))
	}
	if len(f.StartCards) != len(f.Players) {
		return badSave("startCards", "%d entries, want %d", len(f.StartCards), len(f.Players))
	}
	g.players = g.seats[:len(f.Players)]
	for i, n := range f.StartCards {
		if n < 0 || n > maxSlots {
			return badSave(fmt.Sprintf("startCards[%d]", i), "%d is out of range", n)
		}
		g.startCards[i] = n
	}
	for i := range f.Players {
		sp := &f.Players[i]
		path := fmt.Sprintf("players[%d]", i)
		p := &g.players[i]
		if sp.Name == "" {
			return badSave(path+".name", "empty name")
		}
		for j := 0; j < i; j++ {
			if f.Players[j].Name == sp.Name {
				return badSave(path+".name", "two players named %q", sp.Name)
			}
		}
		if sp.Life < -MaxLife || sp.Life > MaxLife {
			return badSave(path+".life", "%d is out of range -%d..%d (MaxLife: no life total goes further)", sp.Life, MaxLife, MaxLife)
		}
		p.name, p.life = sp.Name, sp.Life
		if sp.Poison < 0 || sp.Poison > MaxLife {
			return badSave(path+".poison", "%d is out of range 0..%d", sp.Poison, MaxLife)
		}
		p.poison = sp.Poison
		pool := [mana.NumTypes]int{sp.Pool.W, sp.Pool.U, sp.Pool.B, sp.Pool.R, sp.Pool.G, sp.Pool.C}
		for c, n := range pool {
			if n < 0 || n > math.MaxUint16 {
				return badSave(fmt.Sprintf("%s.pool.%c", path, mana.Color(c).Letter()), "%d is out of range 0..%d", n, math.MaxUint16)
			}
			p.pool[c] = uint16(n)
		}
		p.drewFromEmpty, p.lost, p.conceded = sp.DrewFromEmpty, sp.Lost, sp.Conceded
		p.passStep = sp.PassStep
		if sp.HasteMana < 0 || sp.HasteMana > math.MaxUint16 {
			return badSave(path+".hasteMana", "%d is out of range 0..%d", sp.HasteMana, math.MaxUint16)
		}
		p.hasteMana = sp.HasteMana
		if sp.StartingLife < 0 || sp.StartingLife > MaxLife {
			return badSave(path+".startingLife", "%d is out of range 0..%d", sp.StartingLife, MaxLife)
		}
		p.startingLife = sp.StartingLife
		p.lostLifeThisTurn, p.lostLifeLastTurn = sp.LostLifeThis, sp.LostLifeLast
		p.loyaltyActivatedThisTurn = sp.LoyaltyActed
		if sp.LoyaltyBonus < 0 || sp.LoyaltyBonus > math.MaxUint8 {
			return badSave(path+".loyaltyBonus", "%d is out of range 0..%d", sp.LoyaltyBonus, math.MaxUint8)
		}
		p.loyaltyBonus = uint8(sp.LoyaltyBonus)
		if sp.SpellsCast < 0 || sp.SpellsCast > math.MaxUint8 {
			return badSave(path+".spellsCastThisTurn", "%d is out of range 0..%d", sp.SpellsCast, math.MaxUint8)
		}
		p.spellsCastThisTurn = uint8(sp.SpellsCast)
		if err := loadSpendOnly(p, sp, path); err != nil {
			return err
		}
	}
	return nil
}

// zones fills the zone lists, checking that every slot is in exactly the
// list its object's zone and owner say.
func (l *loader) zones() error {
	f, g := l.f, l.g
	where := make([]string, len(g.objects)) // the list each slot was seen in
	fill := func(path string, src []int, z zone.Kind, owner PlayerID) ([]int32, error) {
		if len(src) == 0 {
			return nil, nil
		}
		out := make([]int32, len(src))
		for i, s := range src {
			p := func() string { return path + "[" + strconv.Itoa(i) + "]" }
			if s < 0 || s >= len(g.objects) {
				return nil, badSave(p(), "slot %d does not exist (%d objects)", s, len(g.objects))
			}
			if where[s] != "" {
				return nil, badSave(p(), "slot %d is also in %s", s, where[s])
			}
			where[s] = path
			o := &g.objects[s]
			if o.zone != z {
				return nil, badSave(p(), "slot %d is listed in the %s but its object is in the %s", s, z, zoneName(o.zone))
			}
			if owner != NoPlayer && o.owner != owner {
				return nil, badSave(p(), "slot %d is in %s's %s but owned by %s", s, g.players[owner].name, z, g.players[o.owner].name)
			}
			out[i] = int32(s)
		}
		return out, nil
	}
	var err error
	for i := range f.Players {
		sp, p := &f.Players[i], &g.players[i]
		path := fmt.Sprintf("players[%d]", i)
		if p.library, err = fill(path+".library", sp.Library, zone.Library, PlayerID(i)); err != nil {
			return err
		}
		if p.hand, err = fill(path+".hand", sp.Hand, zone.Hand, PlayerID(i)); err != nil {
			return err
		}
		if p.graveyard, err = fill(path+".graveyard", sp.Graveyard, zone.Graveyard, PlayerID(i)); err != nil {
			return err
		}
	}
	if g.battlefield, err = fill("battlefield", f.Battlefield, zone.Battlefield, NoPlayer); err != nil {
		return err
	}
	if g.exile, err = fill("exile", f.Exile, zone.Exile, NoPlayer); err != nil {
		return err
	}
	if g.command, err = fill("command", f.Command, zone.Command, NoPlayer); err != nil {
		return err
	}
	for s := range g.objects {
		z := g.objects[s].zone
		if where[s] == "" && z != zone.Stack && z != nowhere {
			return badSave(fmt.Sprintf("objects[%d]", s), "slot %d is in the %s but in no zone list", s, zoneName(z))
		}
	}
	return nil
}

// item converts a stack item; allowZero reports whether the zero item (an
// idle resolution) is allowed.
func (l *loader) item(path string, si *saveItem, allowZero bool) (stack.Item, error) {
	var it stack.Item
	if allowZero && si.Kind == "" && si.Source == 0 && si.Serial == 0 && len(si.Targets) == 0 &&
		si.Controller == 0 && si.Ability == 0 && si.X == 0 && si.EventObject == 0 && si.EventAmount == 0 && !si.Haste {
		ep, err := l.playerOrNone(path+".eventPlayer", si.EventPlayer)
		it.EventPlayer = int8(ep)
		return it, err
	}
	k, err := parseName(path+".kind", si.Kind, stackKindNames[:], 1)
	if err != nil {
		return it, err
	}
	it.Kind = stack.Kind(k)
	it.Serial = si.Serial
	if si.Serial == 0 || si.Serial > l.f.Serial {
		return it, badSave(path+".serial", "serial %d is not in 1..%d (the last serial)", si.Serial, l.f.Serial)
	}
	src, err := l.objectID(path+".source", si.Source, false)
	if err != nil {
		return it, err
	}
	it.Source = uint32(src)
	c, err := l.player(path+".controller", si.Controller)
	if err != nil {
		return it, err
	}
	it.Controller = int8(c)
	d := l.g.sourceDef(src)
	if it.Kind == stack.TriggeredAbility {
		d = l.g.triggerSourceDef(src)
	}
	// The item of a finished resolution (allowZero) is only a record: its
	// source may be a copy no longer known (see copyRecord.left).
	maxAbility := math.MaxInt8
	if !allowZero {
		maxAbility = -1
	}
	switch it.Kind {
	case stack.Spell:
		if si.Ability != 0 {
			return it, badSave(path+".ability", "a spell has no ability index")
		}
	case stack.ActivatedAbility:
		if si.Ability < math.MinInt8 || si.Ability >= max(len(d.Activated), maxAbility+1) {
			return it, badSave(path+".ability", "%s has no activated ability %d", d.Name, si.Ability)
		}
	case stack.TriggeredAbility:
		if si.Ability < 0 || si.Ability >= max(len(d.Triggered), maxAbility+1) {
			return it, badSave(path+".ability", "%s has no triggered ability %d", d.Name, si.Ability)
		}
	}
	it.Ability = int8(si.Ability)
	if si.X < 0 || si.X > math.MaxInt16 {
		return it, badSave(path+".x", "%d is out of range 0..%d", si.X, math.MaxInt16)
	}
	it.X = int16(si.X)
	eo, err := l.objectID(path+".eventObject", si.EventObject, true)
	if err != nil {
		return it, err
	}
	it.EventObject = uint32(eo)
	if it.Kind == stack.ActivatedAbility && it.Ability < 0 && l.g.activatedOf(it.Source, it.Ability, it.EventObject) == nil {
		// A granted ability: eventObject is the granting permanent.
		return it, badSave(path+".ability", "%d names no ability granted by eventObject %d", si.Ability, si.EventObject)
	}
	if si.EventAmount < math.MinInt32 || si.EventAmount > math.MaxInt32 {
		return it, badSave(path+".eventAmount", "%d is out of range", si.EventAmount)
	}
	it.EventAmount = int32(si.EventAmount)
	ep, err := l.playerOrNone(path+".eventPlayer", si.EventPlayer)
	if err != nil {
		return it, err
	}
	it.EventPlayer = int8(ep)
	it.Haste = si.Haste
	if len(si.Targets) > stack.MaxTargets {
		return it, badSave(path+".targets", "%d targets, at most %d", len(si.Targets), stack.MaxTargets)
	}
	for i := range si.Targets {
		t, err := l.target(fmt.Sprintf("%s.targets[%d]", path, i), &si.Targets[i], true)
		if err != nil {
			return it, err
		}
		it.Targets[i] = t
	}
	it.NumTargets = uint8(len(si.Targets))
	return it, nil
}

// target converts a target: a player, or an object ID (0 for an "up to"
// target left unchosen when allowZero).
func (l *loader) target(path string, st *saveTarget, allowZero bool) (Target, error) {
	if st.Player != nil {
		if st.Object != 0 {
			return Target{}, badSave(path, "a target is a player or an object, not both")
		}
		p, err := l.player(path+".player", *st.Player)
		if err != nil {
			return Target{}, err
		}
		return PlayerTarget(p), nil
	}
	id, err := l.objectID(path+".object", st.Object, allowZero)
	if err != nil {
		return Target{}, err
	}
	return ObjectTarget(id), nil
}

func (l *loader) stackItems() error {
	f, g := l.f, l.g
	spells := make(map[int32]bool)
	for i := range f.Stack {
		path := fmt.Sprintf("stack[%d]", i)
		it, err := l.item(path, &f.Stack[i], false)
		if err != nil {
			return err
		}
		for j := 0; j < g.stack.Len(); j++ {
			if g.stack.At(j).Serial == it.Serial {
				return badSave(path+".serial", "two stack items have serial %d", it.Serial)
			}
		}
		if it.Kind == stack.Spell {
			s, err := l.currentID(path+".source", it.Source)
			if err != nil {
				return err
			}
			if g.objects[s].zone != zone.Stack {
				return badSave(path+".source", "the spell's card (slot %d) is in the %s, not on the stack", s, zoneName(g.objects[s].zone))
			}
			if spells[s] {
				return badSave(path+".source", "slot %d is two spells", s)
			}
			spells[s] = true
		}
		g.stack.Push(it)
	}
	for s := range g.objects {
		if g.objects[s].zone == zone.Stack && !spells[int32(s)] {
			return badSave(fmt.Sprintf("objects[%d].zone", s), "slot %d is on the stack but no spell on the stack is it", s)
		}
	}
	return nil
}

func (l *loader) state() error {
	f, g := l.f, l.g
	var err error
	g.started, g.over = f.Started, f.Over
	if err := l.opening(); err != nil {
		return err
	}
	inOpening := g.opening.stage != openingNone
	if f.Turn < 0 || (g.started && !inOpening && f.Turn < 1) || (inOpening && f.Turn != 0) || f.Turn > MaxTurn {
		return badSave("turn", "turn %d is out of range (1..%d, MaxTurn; 0 during the start of the game)", f.Turn, MaxTurn)
	}
	g.turn = f.Turn
	if g.active, err = l.player("active", f.Active); err != nil {
		return err
	}
	st, ok := ParseStep(f.Step)
	if !ok {
		return badSave("step", "unknown step %q", f.Step)
	}
	g.step = st
	if g.priorityAfter, err = l.playerOrNone("priorityAfter", f.PriorityAfter); err != nil {
		return err
	}
	if g.eventPlayer, err = l.playerOrNone("eventPlayer", f.EventPlayer); err != nil {
		return err
	}
	if f.Passes < 0 || f.Passes >= len(g.players) {
		return badSave("passes", "%d is out of range 0..%d", f.Passes, len(g.players)-1)
	}
	g.passes = f.Passes
	if f.LandsUsed < 0 || f.LandsUsed > maxSlots {
		return badSave("landsUsed", "%d is out of range 0..%d", f.LandsUsed, maxSlots)
	}
	g.landsUsed = f.LandsUsed
	k, err := parseName("pending.kind", f.Pending.Kind, decisionNames[:], 0)
	if err != nil {
		return err
	}
	g.pending.Kind = DecisionKind(k)
	if g.pending.Kind == DecideNone {
		g.pending.Player, err = l.playerOrNone("pending.player", f.Pending.Player)
	} else {
		g.pending.Player, err = l.player("pending.player", f.Pending.Player)
	}
	if err != nil {
		return err
	}
	if f.Pending.Count < 0 || f.Pending.Count > maxSlots {
		return badSave("pending.count", "%d is out of range 0..%d", f.Pending.Count, maxSlots)
	}
	g.pending.Count = f.Pending.Count
	if g.winner, err = l.playerOrNone("winner", f.Winner); err != nil {
		return err
	}
	if f.Timestamp > MaxStamp {
		return badSave("timestamp", "%d is beyond MaxStamp %d", f.Timestamp, MaxStamp)
	}
	if f.Serial > MaxStamp {
		return badSave("serial", "%d is beyond MaxStamp %d", f.Serial, MaxStamp)
	}
	g.timestamp, g.serial = f.Timestamp, f.Serial
	if f.Actions < 0 || f.Actions > MaxActions {
		return badSave("actions", "%d is out of range 0..%d", f.Actions, MaxActions)
	}
	g.actions = f.Actions
	counts := g.counts()
	names := make([]string, 0, len(f.Counts))
	for k := range f.Counts {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		n, known := f.Counts[name], false
		for _, c := range counts {
			if c.name == name {
				*c.n, known = n, true
			}
		}
		if !known {
			return badSave("counts", "unknown count %q", name)
		}
		if n < 0 || n > maxSlots {
			return badSave("counts."+name, "%d is out of range 0..%d", n, maxSlots)
		}
	}
	g.anyTriggers, g.costDiscard, g.sbaDirty = f.AnyTriggers, f.CostDiscard, f.SBADirty
	g.cleanupPriority = f.CleanupPriority
	g.placing = f.PlacingTriggers
	kk, err := parseName("keep.kind", f.Keep.Kind, keepNames[:], 0)
	if err != nil {
		return err
	}
	g.keep = keepState{kind: keepKind(kk), name: f.Keep.Name}
	if len(f.Kept) > len(g.kept) {
		return badSave("kept", "%d permanents, at most %d", len(f.Kept), len(g.kept))
	}
	for i, id := range f.Kept {
		if g.kept[i], err = l.objectID(fmt.Sprintf("kept[%d]", i), id, false); err != nil {
			return err
		}
	}
	if f.CopyEnterGraves < 0 || f.CopyEnterGraves > len(g.objects)+1 {
		return badSave("copyEnterGraves", "%d is out of range", f.CopyEnterGraves)
	}
	g.copyEnterGraves = int16(f.CopyEnterGraves)
	for i, id := range f.EnteredTogether {
		oid, err := l.objectID(fmt.Sprintf("enteredTogether[%d]", i), id, false)
		if err != nil {
			return err
		}
		g.enteredTogether = append(g.enteredTogether, oid)
	}
	return nil
}

// keptIDs lists the permanents of kept, for a save.
func keptIDs(kept *[maxKept]ObjectID) []uint32 {
	n := 0
	for n < len(kept) && kept[n] != 0 {
		n++
	}
	return idsOut(kept[:n])
}

// opening reads the start of the game (CR 103). Missing members read as
// zero values, as everywhere: saves from before the start was played
// have none and read as a game past its start.
func (l *loader) opening() error {
	so, g := &l.f.Opening, l.g
	o := &g.opening
	if so.Stage != "" {
		st, err := parseName("opening.stage", so.Stage, openingStageNames[:], 0)
		if err != nil {
			return err
		}
		o.stage = openingStage(st)
	}
	if o.stage != openingNone && !g.started {
		return badSave("opening.stage", "the start of the game is at %q but the game has not started", so.Stage)
	}
	if so.Seat < 0 || so.Seat > len(g.players) {
		return badSave("opening.seat", "%d is out of range 0..%d", so.Seat, len(g.players))
	}
	o.seat = so.Seat
	var err error
	if o.starter, err = l.player("opening.starter", so.Starter); err != nil {
		return err
	}
	for _, n := range []int{len(so.Mulligans), len(so.Kept), len(so.Declared)} {
		if n != 0 && n != len(g.players) {
			return badSave("opening", "mulligans, kept and declared need one entry per player")
		}
	}
	for p := range g.players {
		if p < len(so.Mulligans) {
			// A hand of 0 is kept: at most seven mulligans, eight when
			// the first is free (CR 103.4c).
			if most := startingHandSize + min(len(g.players)-2, 1); so.Mulligans[p] < 0 || so.Mulligans[p] > most {
				return badSave(fmt.Sprintf("opening.mulligans[%d]", p), "%d is out of range 0..%d", so.Mulligans[p], most)
			}
			o.mulligans[p] = so.Mulligans[p]
		}
		if p < len(so.Kept) {
			o.kept[p] = so.Kept[p]
		}
		if p < len(so.Declared) {
			o.declared[p] = so.Declared[p]
		}
		if o.kept[p] && o.declared[p] {
			return badSave(fmt.Sprintf("opening.declared[%d]", p), "a player who kept can't declare a mulligan")
		}
		if o.declared[p] && o.stage != openingMulligan {
			return badSave(fmt.Sprintf("opening.declared[%d]", p), "mulligans are declared only while mulligans are")
		}
	}
	return nil
}

func (l *loader) resolution() error {
	sr, g := &l.f.Resolution, l.g
	it, err := l.item("resolution.item", &sr.Item, !sr.Active)
	if err != nil {
		return err
	}
	r := &g.res
	r.active, r.item = sr.Active, it
	if len(sr.Legal) != stack.MaxTargets {
		return badSave("resolution.legal", "%d entries, want %d", len(sr.Legal), stack.MaxTargets)
	}
	copy(r.legal[:], sr.Legal)
	if sr.Next < 0 || sr.Next > math.MaxInt16 {
		return badSave("resolution.next", "effect %d is out of range", sr.Next)
	}
	if r.active {
		if _, effects := g.effectsOf(&r.item); sr.Next > len(effects) {
			return badSave("resolution.next", "effect %d is out of range 0..%d", sr.Next, len(effects))
		}
	}
	r.next = sr.Next
	r.answered, r.yes, r.lastToughness = sr.Answered, sr.Yes, sr.LastToughness
	if sr.SearchLeft < 0 {
		return badSave("resolution.searchLeft", "%d is negative", sr.SearchLeft)
	}
	r.searching, r.searchLeft = sr.Searching, sr.SearchLeft
	r.redirectAsked, r.picking, r.lostFlip = sr.RedirectAsked, sr.Picking, sr.LostFlip
	for _, x := range [...]struct {
		path string
		v    int
		to   *int32
	}{{"resolution.copyOf", sr.CopyOf, &r.copyOf}, {"resolution.copySlot", sr.CopySlot, &r.copySlot}} {
		if x.v < -1 || x.v >= max(len(g.objects), 1) {
			return badSave(x.path, "slot %d does not exist", x.v)
		}
		*x.to = int32(x.v)
	}
	if sr.CopiesLeft < 0 {
		return badSave("resolution.copiesLeft", "%d is negative", sr.CopiesLeft)
	}
	r.copiesLeft = sr.CopiesLeft
	if r.copyEnter, err = l.objectID("resolution.copyEnter", sr.CopyEnter, true); err != nil {
		return err
	}
	for i, x := range sr.Cards {
		if x < 0 || x >= len(g.objects) {
			return badSave(fmt.Sprintf("resolution.cards[%d]", i), "slot %d does not exist", x)
		}
		r.cards = append(r.cards, int32(x))
	}
	if r.redirectTo, err = l.objectID("resolution.redirectTo", sr.RedirectTo, true); err != nil {
		return err
	}
	r.declined = sr.Declined
	if r.named, err = nameIndex("resolution.named", sr.Named); err != nil {
		return err
	}
	if sr.Stage < 0 || sr.Stage > 3 {
		return badSave("resolution.stage", "%d is out of range 0..3", sr.Stage)
	}
	r.stage = uint8(sr.Stage)
	if r.chosen, err = l.objectID("resolution.chosen", sr.Chosen, true); err != nil {
		return err
	}
	return nil
}

func (l *loader) combat() error {
	sc, g := &l.f.Combat, l.g
	for i := range sc.Attackers {
		sa := &sc.Attackers[i]
		path := fmt.Sprintf("combat.attackers[%d]", i)
		id, err := l.objectID(path+".id", sa.ID, false)
		if err != nil {
			return err
		}
		a := attacker{id: id, blocked: sa.Blocked, dealtFirst: sa.DealtFirst, attacksNothing: sa.AttacksNothing}
		if a.player, err = l.playerOrNone(path+".player", sa.Player); err != nil {
			return err
		}
		if a.planeswalker, err = l.objectID(path+".planeswalker", sa.Planeswalker, true); err != nil {
			return err
		}
		if (a.player == NoPlayer) == (a.planeswalker == 0) {
			return badSave(path, "an attacker attacks a player or a planeswalker")
		}
		if len(sa.Blockers) > maxBlockers {
			return badSave(path+".blockers", "%d blockers, at most %d", len(sa.Blockers), maxBlockers)
		}
		for j, b := range sa.Blockers {
			if a.blockers[j], err = l.objectID(fmt.Sprintf("%s.blockers[%d]", path, j), b, false); err != nil {
				return err
			}
		}
		a.nblockers = len(sa.Blockers)
		if sa.Ordered < 0 || sa.Ordered > a.nblockers {
			return badSave(path+".ordered", "%d is out of range 0..%d", sa.Ordered, a.nblockers)
		}
		a.ordered = sa.Ordered
		for _, prev := range g.combat.attackers {
			if prev.id == a.id {
				return badSave(path+".id", "object %d attacks twice", sa.ID)
			}
		}
		g.combat.attackers = append(g.combat.attackers, a)
	}
	g.combat.attacked = sc.Attacked || len(g.combat.attackers) > 0
	for i, b := range sc.StillBlocking {
		id, err := l.objectID(fmt.Sprintf("combat.stillBlocking[%d]", i), b, false)
		if err != nil {
			return err
		}
		g.combat.stillBlocking = append(g.combat.stillBlocking, id)
	}
	for i, b := range sc.FirstDealt {
		id, err := l.objectID(fmt.Sprintf("combat.firstDealt[%d]", i), b, false)
		if err != nil {
			return err
		}
		g.combat.firstDealt = append(g.combat.firstDealt, id)
	}
	return nil
}

func (l *loader) triggers() error {
	f, g := l.f, l.g
	for i := range f.Triggers {
		st := &f.Triggers[i]
		path := fmt.Sprintf("triggers[%d]", i)
		src, err := l.objectID(path+".source", st.Source, false)
		if err != nil {
			return err
		}
		d := g.triggerSourceDef(src)
		if st.Index < 0 || st.Index >= len(d.Triggered) || st.Index > math.MaxInt8 {
			return badSave(path+".index", "%s has no triggered ability %d", d.Name, st.Index)
		}
		t := pendingTrigger{source: src, index: int8(st.Index), later: st.Later}
		if t.controller, err = l.player(path+".controller", st.Controller); err != nil {
			return err
		}
		if t.eventObject, err = l.objectID(path+".eventObject", st.EventObject, true); err != nil {
			return err
		}
		if st.EventAmount < math.MinInt32 || st.EventAmount > math.MaxInt32 {
			return badSave(path+".eventAmount", "%d is out of range", st.EventAmount)
		}
		t.eventAmount = int32(st.EventAmount)
		if t.eventPlayer, err = l.playerOrNone(path+".eventPlayer", st.EventPlayer); err != nil {
			return err
		}
		g.triggers = append(g.triggers, t)
	}
	for i, c := range f.ControlReverts {
		path := fmt.Sprintf("controlReverts[%d]", i)
		id, err := l.objectID(path+".id", c.ID, false)
		if err != nil {
			return err
		}
		to, err := l.player(path+".to", c.To)
		if err != nil {
			return err
		}
		g.controlReverts = append(g.controlReverts, controlRevert{id: id, to: to, lasting: c.Lasting})
	}
	if err := l.shields(); err != nil {
		return err
	}
	for i, r := range f.DamageHistory {
		path := fmt.Sprintf("damageHistory[%d]", i)
		src, err := l.objectID(path+".source", r.Source, false)
		if err != nil {
			return err
		}
		victim, err := l.objectID(path+".victim", r.Victim, false)
		if err != nil {
			return err
		}
		g.damageHistory = append(g.damageHistory, damageRecord{source: src, victim: victim})
	}
	if err := l.loadLastKnown(f.LastKnown); err != nil {
		return err
	}
	// Saves of earlier versions listed the planeswalkers holding an extra
	// loyalty activation (The Chain Veil), once per extra; now their
	// controller holds as many for each planeswalker.
	for i, v := range f.LoyaltyExtras {
		id, err := l.objectID(fmt.Sprintf("loyaltyExtras[%d]", i), v, false)
		if err != nil {
			return err
		}
		s, ok := g.lookup(id)
		if !ok {
			continue
		}
		n := 0
		for _, w := range f.LoyaltyExtras {
			if w == v {
				n++
			}
		}
		if p := &g.players[g.objects[s].controller]; n > int(p.loyaltyBonus) && n <= math.MaxUint8 {
			p.loyaltyBonus = uint8(n)
		}
	}
	if len(f.LoyaltyExtras) == 0 {
		return nil
	}
	// A planeswalker that activated holds 1 + bonus - (its own extras
	// left) activations used, so that each keeps exactly the extras the
	// earlier save gave it.
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.loyaltyUses == 0 {
			continue
		}
		left := 0
		for _, w := range f.LoyaltyExtras {
			if ObjectID(w) == g.idOf(s) {
				left++
			}
		}
		if used := 1 + int(g.players[o.controller].loyaltyBonus) - left; used > int(o.loyaltyUses) && used <= math.MaxUint8 {
			o.loyaltyUses = uint8(used)
		}
	}
	return nil
}

func (l *loader) effects() error {
	f, g := l.f, l.g
	i16 := func(path string, n int) (int16, error) {
		if n < math.MinInt16 || n > math.MaxInt16 {
			return 0, badSave(path, "%d is out of range", n)
		}
		return int16(n), nil
	}
	for i := range f.Effects {
		se := &f.Effects[i]
		path := fmt.Sprintf("effects[%d]", i)
		id, err := l.objectID(path+".target", se.Target, false)
		if err != nil {
			return err
		}
		e := contEffect{target: id, setPT: se.SetPT, addSubtype: se.AddSubtype, timestamp: se.Timestamp}
		if e.power, err = i16(path+".power", se.Power); err != nil {
			return err
		}
		if e.tough, err = i16(path+".toughness", se.Toughness); err != nil {
			return err
		}
		if e.setP, err = i16(path+".setPower", se.SetPower); err != nil {
			return err
		}
		if e.setT, err = i16(path+".setToughness", se.SetToughness); err != nil {
			return err
		}
		if se.Keywords > math.MaxUint32 || se.Restrictions > math.MaxUint32 || se.AddTypes > math.MaxUint16 || se.LoseKeywords > math.MaxUint32 {
			return badSave(path, "keyword, restriction or type bits out of range")
		}
		e.loseKeywords = ability.Keyword(se.LoseKeywords)
		e.loseSubtype = se.LoseSubtype
		e.loseAll, e.replaceCreatureTypes = se.LoseAll, se.ReplaceCreatureTypes
		if e.setColors, err = colorsIn(path+".setColors", se.SetColors); err != nil {
			return err
		}
		if e.replaceCreatureTypes && e.addSubtype == "" {
			return badSave(path+".replaceCreatureTypes", "replacing the creature types needs the new one in addSubtype")
		}
		if se.Source != 0 {
			if e.source, err = l.objectID(path+".source", se.Source, false); err != nil {
				return err
			}
		}
		if se.Holder < 0 || se.Holder >= len(g.players) {
			return badSave(path+".holder", "player %d does not exist", se.Holder)
		}
		e.holder = PlayerID(se.Holder)
		e.keywords = ability.Keyword(se.Keywords)
		e.restrictions = ability.Restriction(se.Restrictions)
		e.addTypes = ability.Type(se.AddTypes)
		d, err := parseName(path+".duration", se.Duration, durationNames[:], 0)
		if err != nil {
			return err
		}
		e.duration = ability.Duration(d)
		if e.timestamp > g.timestamp {
			return badSave(path+".timestamp", "%d is after the game's last timestamp %d", e.timestamp, g.timestamp)
		}
		g.effects = append(g.effects, e)
	}
	return nil
}

func (l *loader) actionLog() error {
	f, g := l.f, l.g
	for i := range f.ActionLog {
		sa := &f.ActionLog[i]
		path := fmt.Sprintf("actionLog[%d]", i)
		k, err := parseName(path+".kind", sa.Kind, actionNames[:], 1)
		if err != nil {
			return err
		}
		a := Action{Kind: ActionKind(k), Object: ObjectID(sa.Object), Ability: sa.Ability, X: sa.X,
			Choice: sa.Choice, Discard: ObjectID(sa.Discard)}
		if a.Player, err = l.player(path+".player", sa.Player); err != nil {
			return err
		}
		if sa.Color != "" {
			c, ok := mana.ColorFromLetter(sa.Color[0])
			if !ok || len(sa.Color) != 1 || sa.Color[0] < 'A' || sa.Color[0] > 'Z' {
				return badSave(path+".color", "unknown colour %q (want W, U, B, R, G or C)", sa.Color)
			}
			a.Color = c
		}
		if len(sa.Targets) > stack.MaxTargets {
			return badSave(path+".targets", "%d targets, at most %d", len(sa.Targets), stack.MaxTargets)
		}
		for j := range sa.Targets {
			st := &sa.Targets[j]
			if st.Player != nil {
				if *st.Player < 0 || *st.Player >= len(g.players) || st.Object != 0 {
					return badSave(fmt.Sprintf("%s.targets[%d]", path, j), "bad player target")
				}
				a.Targets[j] = PlayerTarget(PlayerID(*st.Player))
			} else {
				a.Targets[j] = ObjectTarget(ObjectID(st.Object))
			}
		}
		a.NumTargets = len(sa.Targets)
		for j, at := range sa.Attackers {
			p, err := l.playerOrNone(fmt.Sprintf("%s.attackers[%d].player", path, j), at.Player)
			if err != nil {
				return err
			}
			a.Attackers = append(a.Attackers, Attack{Attacker: ObjectID(at.Attacker), Player: p, Planeswalker: ObjectID(at.Planeswalker)})
		}
		for _, b := range sa.Blockers {
			a.Blockers = append(a.Blockers, Block{Blocker: ObjectID(b.Blocker), Attacker: ObjectID(b.Attacker)})
		}
		if len(sa.Convoke) > maxPayUnits {
			return badSave(path+".convoke", "%d creatures tapped for convoke, at most %d", len(sa.Convoke), maxPayUnits)
		}
		for _, c := range sa.Convoke {
			a.Convoke = append(a.Convoke, ObjectID(c))
		}
		// The same check as Apply's, as far as it goes without the state
		// the action answered: Replay checks the rest.
		if err := a.CheckShape(); err != nil {
			return &SaveError{Path: path, Msg: "malformed action", Err: err}
		}
		g.actionLog = append(g.actionLog, a)
	}
	return nil
}

// consistency checks the relations between the parts: counters that the
// engine keeps incrementally, and that the pending decision fits the state
// the engine will read when it is answered.
func (l *loader) consistency() error {
	g := l.g
	for s := range g.objects {
		o := &g.objects[s]
		if o.timestamp > g.timestamp {
			return badSave(fmt.Sprintf("objects[%d].timestamp", s), "%d is after the game's last timestamp %d", o.timestamp, g.timestamp)
		}
	}
	if g.over && g.pending.Kind != DecideNone {
		return badSave("pending", "the game is over but a %s decision is pending", g.pending.Kind)
	}
	if !g.over && g.winner != NoPlayer {
		return badSave("winner", "the game is not over")
	}
	if !g.started && !g.over && g.pending.Kind != DecideNone {
		return badSave("pending", "the game has not started but a %s decision is pending", g.pending.Kind)
	}
	if g.started && !g.over && g.pending.Kind == DecideNone {
		return badSave("pending", "the game is running but no decision is pending")
	}
	if err := l.openingConsistency(); err != nil {
		return err
	}
	d := &g.pending
	if g.cleanupPriority && g.step != Cleanup {
		return badSave("cleanupPriority", "set outside the cleanup step")
	}
	if g.started && !g.over && g.step == Cleanup && !g.cleanupPriority && d.Kind != DecideDiscard {
		return badSave("pending", "a %s decision in a cleanup step where no state-based action was performed and nothing triggered: no player gets priority there (CR 514.3)", d.Kind)
	}
	switch d.Kind {
	case DecidePriority:
		if g.step == Untap {
			return badSave("pending", "no player gets priority in the untap step (CR 502.3)")
		}
	case DecideTriggerOrder:
		n := 0 // the team's, in Two-Headed Giant (CR 805.7)
		for i := range g.triggers {
			if g.waiting(&g.triggers[i], d.Player) { // of this round (CR 603.3b)
				n++
			}
		}
		if d.Count < 1 || d.Count != n {
			return badSave("pending.count", "%d triggers to order, but %s (with their team) has %d waiting", d.Count, g.players[d.Player].name, n)
		}
	case DecideDiscard:
		if d.Count < 1 {
			return badSave("pending.count", "a discard decision needs a count of at least 1")
		}
		if !g.costDiscard && !g.res.active && !(g.step == Cleanup && g.team(d.Player) == g.active) {
			return badSave("pending", "a discard decision comes from a cost, a resolution or the active player's cleanup step")
		}
	case DecideTakeRevealed:
		if !g.res.active || d.Count < 1 || d.Count > len(g.players[d.Player].library) || PlayerID(g.res.item.Controller) != d.Player {
			return badSave("pending", "a take-revealed decision needs its player's resolution and that many cards in the library")
		}
	case DecideChoosePermanent:
		if e := g.resolvingEffect(); e == nil || e.Subject != ability.SubjectChosen || PlayerID(g.res.item.Controller) != d.Player {
			return badSave("pending", "a choose-permanent decision needs its player's resolution at an effect on a chosen permanent")
		}
	case DecideSacrifice:
		if g.sacrificeEffect() != nil {
			break
		}
		if gr, _ := g.sacrificeCost(); gr == nil || PlayerID(g.stack.At(0).Controller) != d.Player {
			return badSave("pending", "a sacrifice decision pays the cost of its player's ability on top of the stack")
		}
	case DecideAttackers:
		if g.step != DeclareAttackers || d.Player != g.active {
			return badSave("pending", "only the active player declares attackers, in the declare attackers step")
		}
	case DecideBlockers:
		if g.step != DeclareBlockers || d.Player == g.active {
			return badSave("pending", "only the defending player declares blockers, in the declare blockers step")
		}
	case DecideYesNo:
		if !g.res.active {
			return badSave("pending", "a yes/no decision needs a resolution in progress")
		}
	case DecideCopyTargets:
		if !g.copyTargetsDecisionOK() {
			return badSave("pending", "a copy-targets decision needs a resolution that has just run an effect copying an ability with targets still on the stack")
		}
	case DecideColor:
		if !g.colorDecisionOK() {
			return badSave("pending", "a colour decision needs a resolution that has just run an effect choosing a colour")
		}
	case DecideTargets:
		if d.Count >= len(g.triggers) || g.triggers[d.Count].controller != d.Player {
			return badSave("pending.count", "trigger %d is not one of %s's waiting triggers", d.Count, g.players[d.Player].name)
		}
	case DecideSearch:
		if !g.res.active || !g.res.searching {
			return badSave("pending", "a search decision needs a library search in progress")
		}
		if _, effects := g.effectsOf(&g.res.item); g.res.next >= len(effects) || effects[g.res.next].Op != ability.OpSearchLibrary {
			return badSave("resolution.next", "a search decision needs the resolution to be at a search effect")
		}
	case DecideKeep:
		if g.keep.kind == 0 {
			return badSave("keep", "a keep decision needs a group to keep from")
		}
	case DecideRedirect:
		if !g.res.active {
			return badSave("pending", "a redirect decision needs a resolution in progress")
		}
	case DecidePick:
		if !g.res.active || !g.res.picking {
			return badSave("pending", "a pick decision needs a resolution in progress")
		}
	case DecideDamageOrder:
		if d.Count >= len(g.combat.attackers) {
			return badSave("pending.count", "attacker %d does not exist", d.Count)
		}
	case DecideChooseCard:
		if s := g.enteringCopy(); s >= 0 && g.objects[s].controller == d.Player {
			break // a permanent's copy choice as it entered
		}
		if !g.res.active {
			return badSave("pending", "a choose-card decision needs a resolution in progress")
		}
		if _, effects := g.effectsOf(&g.res.item); g.res.next >= len(effects) {
			return badSave("resolution.next", "a choose-card decision needs the resolution to be at an effect")
		}
	case DecideUnless:
		if g.unlessEffect() == nil {
			return badSave("pending", "an unless decision needs the resolution to be at an \"unless\" effect")
		}
	case DecideName:
		if s := g.enterChoiceDue(); !g.namingEffect() && (s < 0 || g.objects[s].def.AsEnters != ability.ChooseCardName || g.objects[s].controller != d.Player) {
			return badSave("pending", "a name decision needs a naming effect or a permanent that names a card as it enters")
		}
	case DecideCreatureType:
		if s := g.enterChoiceDue(); s < 0 || g.objects[s].def.AsEnters != ability.ChooseCreatureType || g.objects[s].controller != d.Player {
			return badSave("pending", "a creature type decision needs a permanent that chooses one as it enters")
		}
	case DecideTopOrBottom:
		if !g.res.active || d.Count < 1 || g.topOrBottomLeft(d.Player) != d.Count {
			return badSave("pending.count", "%d cards to put on top or bottom, but %d wait", d.Count, g.topOrBottomLeft(d.Player))
		}
	case DecideFind:
		if g.searchZonesEffect() == nil {
			return badSave("pending", "a find decision needs the resolution to be at a search of several zones")
		}
	case DecideHiddenCard, DecideGuess, DecideCastFree, DecideChoosePlayer:
		want := map[DecisionKind]uint8{DecideHiddenCard: 0, DecideGuess: 1, DecideCastFree: 2, DecideChoosePlayer: 3}[d.Kind]
		if g.guessEffect() == nil || g.res.stage != want || (want > 0 && g.res.chosen == 0) {
			return badSave("resolution.stage", "a %s decision needs the resolution at a secret choice, stage %d", d.Kind, want)
		}
	case DecideCastCopy:
		if !g.res.active || g.res.copySlot < 0 || !g.objects[g.res.copySlot].token {
			return badSave("resolution.copySlot", "a cast-copy decision needs the copy waiting to be cast")
		}
	}
	// The running counts must be those the state gives.
	c := *g
	c.recount()
	g.listeners = c.listeners // derived from the battlefield, not saved
	g.preventers, g.grants = c.preventers, c.grants
	g.overwrites = c.overwrites // derived from the effects, not saved
	g.landStatics = c.landStatics
	g.condStatics, g.countedStatics = c.condStatics, c.countedStatics
	g.passSteps = c.passSteps // derived from the players' passStep
	g.graveAbilities = c.graveAbilities
	g.minusCounters = c.minusCounters // derived from the counters on the battlefield
	g.enterChoices = c.enterChoices   // derived from the choices not yet made
	for i, want := range c.counts() {
		if got := *g.counts()[i].n; got != *want.n {
			return badSave("counts."+want.name, "%d, but the state gives %d", got, *want.n)
		}
	}
	if g.anyTriggers != c.anyTriggers {
		return badSave("anyTriggers", "%v, but the state gives %v", g.anyTriggers, c.anyTriggers)
	}
	if !g.sbaDirty && g.started && !g.over {
		// Nothing asks for state-based actions, so none may apply.
		if err := g.checkAfterSBA(); err != nil {
			return &SaveError{Path: "sbaDirty", Msg: "false, but state-based actions apply", Err: err}
		}
	}
	if err := g.CheckInvariants(); err != nil {
		return &SaveError{Msg: "inconsistent state", Err: err}
	}
	// A game in progress always has a legal answer to its decision.
	if n, err := legalCount(g); err != nil {
		return &SaveError{Path: "pending", Msg: "the engine can't list the legal actions of this state", Err: err}
	} else if g.started && !g.over && n == 0 {
		return badSave("pending", "the %s decision has no legal answer", g.pending.Kind)
	}
	return nil
}

// openingDecisions maps each stage of the start of the game to the
// decision it asks.
var openingDecisions = [...]DecisionKind{openingNone: DecideNone, openingChooser: DecideStartingPlayer,
	openingMulligan: DecideMulligan, openingBottom: DecideBottom}

// openingConsistency checks that the pending decision fits the stage of
// the start of the game, and the player the state gives.
func (l *loader) openingConsistency() error {
	g := l.g
	d, o := &g.pending, &g.opening
	if g.over {
		return nil
	}
	isOpening := d.Kind == DecideStartingPlayer || d.Kind == DecideMulligan || d.Kind == DecideBottom
	if (o.stage != openingNone && d.Kind != openingDecisions[o.stage]) || (o.stage == openingNone && isOpening) {
		return badSave("pending.kind", "%s, but the start of the game is at %q", d.Kind, openingStageNames[o.stage])
	}
	switch d.Kind {
	case DecideMulligan:
		if o.kept[d.Player] || o.declared[d.Player] {
			return badSave("pending.player", "%s already declared", g.players[d.Player].name)
		}
		if d.Count != len(g.players[d.Player].hand) {
			return badSave("pending.count", "%d, but the hand holds %d cards", d.Count, len(g.players[d.Player].hand))
		}
	case DecideBottom:
		pl := &g.players[d.Player]
		if g.rules.Mulligan != MulliganVancouver || len(pl.hand) >= startingHandSize || len(pl.library) == 0 {
			return badSave("pending", "%s may not look at the top card of their library", pl.name)
		}
	}
	return nil
}

// legalCount counts the legal actions of g, turning a panic of the engine
// on a state that passed every check into an error: Load never panics.
func legalCount(g *Game) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return len(g.LegalActions(nil)), nil
}

// objectCardName is the name a save gives o's definition: a token's
// card.TokenKey, which tells apart tokens that share a name.
func objectCardName(o *object) string {
	if o.token {
		return card.TokenKey(o.def)
	}
	return o.def.Name
}

// counterMap returns counts of counters as a save writes them: by name,
// zero counts left out (nil when there are none).
func counterMap(c *[numCounterKinds]int16) map[string]int {
	var m map[string]int
	for k, n := range c {
		if n != 0 {
			if m == nil {
				m = make(map[string]int, 1)
			}
			m[CounterKind(k).String()] = int(n)
		}
	}
	return m
}

// parseCounters reads counts of counters saved by counterMap; path names
// the field in errors.
func parseCounters(path string, m map[string]int) ([numCounterKinds]int16, error) {
	var c [numCounterKinds]int16
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names) // the first bad one is reported, always the same
	for _, name := range names {
		n := m[name]
		k, ok := ParseCounterKind(name)
		if !ok {
			return c, badSave(path, "unknown counter kind %q", name)
		}
		if n < 0 || n > math.MaxInt16 {
			return c, badSave(path+"."+name, "%d is out of range 0..%d", n, math.MaxInt16)
		}
		c[k] = int16(n)
	}
	return c, nil
}

// idsOut returns ids for a save.
func idsOut(ids []ObjectID) []uint32 {
	var out []uint32
	for _, id := range ids {
		out = append(out, uint32(id))
	}
	return out
}
