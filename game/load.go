package game

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Load and the loader: reading a save, its header, slots, objects,
// players and zones.

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
	if r == nil {
		return nil, badSave("", "no reader to load from (nil)")
	}
	data, err := io.ReadAll(io.LimitReader(r, maxSaveBytes+1))
	if err != nil {
		return nil, &SaveError{Msg: "read failed", Err: err}
	}
	if len(data) > maxSaveBytes {
		return nil, badSave("", "larger than %d bytes", maxSaveBytes)
	}
	// A byte order mark (an editor's) is no part of the JSON.
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		// A newer or foreign file fails on its unknown fields first: say
		// what it is instead.
		if herr := checkHeader(data); herr != nil {
			return nil, herr
		}
		return nil, jsonError(data, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, badSave("", "data after the JSON document")
	}
	if err := checkDuplicateMembers(data); err != nil {
		return nil, err
	}
	if err := checkFormat(f.Format, f.Version); err != nil {
		return nil, err
	}
	l := loader{f: &f, cat: cat}
	g, err := l.build()
	if err != nil || f.Undo == nil {
		return g, err
	}
	u, err := loadUndo(f.Undo, cat)
	if err != nil {
		return nil, err
	}
	g.undo = u
	if !g.payingSacrifice() || len(g.players) < 3 || g.twoHeaded() || len(u.players) != len(g.players) || u.rules != g.rules {
		return nil, badSave("undo", "a position is kept only while a cast or activation waits for its sacrifice in a game of three or four players")
	}
	// It is the position just before that cast or activation: the same
	// turn, step and settings, the same players, and the payer's
	// decision.
	before := "the kept position is the one just before the action being paid for"
	switch {
	case u.turn != g.turn:
		return nil, badSave("undo.turn", "%s: turn %d, not %d", before, u.turn, g.turn)
	case u.step != g.step:
		return nil, badSave("undo.step", "%s: the %s step, not %s", before, u.step, g.step)
	case u.active != g.active:
		return nil, badSave("undo.active", "%s: the same active player", before)
	case u.autoPass != g.autoPass:
		return nil, badSave("undo.autoPass", "%s: the same settings", before)
	case len(u.actionLog) != 0:
		return nil, badSave("undo.actionLog", "%s: it keeps no action log", before)
	case u.recordActions != g.recordActions:
		return nil, badSave("undo.recordActions", "%s: the same settings", before)
	case u.pending.Kind != DecidePriority && u.pending.Kind != DecideCastCopy && u.pending.Kind != DecideCastFree:
		return nil, badSave("undo.pending.kind", "%s: a priority, cast-copy or cast-free decision, not %s", before, u.pending.Kind)
	case u.pending.Player != g.pending.Player:
		return nil, badSave("undo.pending.player", "%s: the decision of the player paying", before)
	}
	for p := range g.players {
		if u.players[p].name != g.players[p].name {
			return nil, badSave(fmt.Sprintf("undo.players[%d].name", p), "%q is not the game's player %q", u.players[p].name, g.players[p].name)
		}
	}
	return g, nil
}

// loadUndo loads the position a save keeps to reverse an action
// (Game.undo), with the same checks as the game itself.
func loadUndo(f *saveFile, cat *card.Catalog) (*Game, error) {
	if f.Undo != nil {
		return nil, badSave("undo.undo", "a kept position keeps none of its own")
	}
	err := checkFormat(f.Format, f.Version)
	var u *Game
	if err == nil {
		l := loader{f: f, cat: cat, undo: true}
		u, err = l.build()
	}
	if err != nil {
		var se *SaveError
		if errors.As(err, &se) {
			se.Path = strings.TrimSuffix("undo."+se.Path, ".")
		}
		return nil, err
	}
	return u, nil
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

// jsonError explains a decoding error of data as a *SaveError, with the
// path of what it is about (objects[0].tapped) where it can be found.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return &SaveError{Msg: fmt.Sprintf("malformed JSON at byte %d", se.Offset), Err: err}
	case errors.As(err, &te):
		// A type of the save's that reads its own JSON (a colour list)
		// reports an offset within its value, not within data: the path
		// found at the offset is kept only where it names te.Field.
		path, at := te.Field, ""
		if p := jsonPath(data, "", te.Offset); p != "" && (te.Field == "" || withoutIndices(p) == te.Field) {
			path, at = p, fmt.Sprintf(" at byte %d", te.Offset) // with the array indices te.Field lacks
		} else if i := strings.LastIndexByte(te.Field, '.'); te.Field != "" {
			// The only member of the field's name, if it is that field.
			if p := jsonPath(data, te.Field[i+1:], 0); withoutIndices(p) == te.Field {
				path = p
			}
		}
		return &SaveError{Path: path, Msg: fmt.Sprintf("wrong type%s: %s where %s is wanted", at, te.Value, jsonKind(te.Type.String())), Err: err}
	}
	// encoding/json reports an unknown member only in its message text
	// (json: unknown field "NAME"); its name finds where it is.
	if name, ok := strings.CutPrefix(err.Error(), `json: unknown field "`); ok {
		name = strings.TrimSuffix(name, `"`)
		return &SaveError{Path: unknownMemberPath(data, name), Msg: fmt.Sprintf("unknown member %q: not part of the save format", name)}
	}
	return &SaveError{Msg: "does not fit the save format", Err: err}
}

// withoutIndices returns a SaveError path without its array indices
// ("shields[0].colors" gives "shields.colors"), as encoding/json names
// fields.
func withoutIndices(path string) string {
	var b strings.Builder
	skip := false
	for _, r := range path {
		switch {
		case r == '[':
			skip = true
		case r == ']':
			skip = false
		case !skip:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// loader builds and checks a Game from a decoded save.
type loader struct {
	f   *saveFile
	cat *card.Catalog
	g   *Game
	// undo: the position kept to reverse an action, which keeps no
	// action log of its own.
	undo bool
}

func (l *loader) build() (*Game, error) {
	g := &Game{}
	l.g = g
	steps := []func() error{l.header, l.players, l.objects, l.zones, l.copies, l.chosen, l.stackItems, l.state, l.onceUsedIn,
		l.resolution, l.goneAbilitiesIn, l.combat, l.triggers, l.effects, l.links, l.delayedTriggers, l.actionLog, l.derivedCounts, l.forgetScratch, l.consistency}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// forgetScratch drops whatever the steps before computed and kept while
// the game was still being read (characteristics read with some of the
// battlefield or of the effects still missing, CR 613), so that the
// checks after it, and the game, work from the whole of it.
func (l *loader) forgetScratch() error {
	g := l.g
	g.charsChanged()
	g.charsCache = g.charsCache[:0]
	g.sources, g.sourcesGen = g.sources[:0], 0
	g.plans = nil
	g.gen++
	g.idle = [MaxPlayers]uint64{}
	return nil
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
		// The tokens the catalog's cards make first, by the name a save
		// gives them (card.TokenKey): a token of one's own card that
		// shares a built-in token's name has a key of its own.
		if d := reachableToken(l.cat, name); d != nil {
			return d, nil
		}
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

// reachableToken finds the token definition whose card.TokenKey is name
// among those the catalog's cards make.
func reachableToken(cat *card.Catalog, name string) *card.Definition {
	for _, d := range cat.All() {
		for _, made := range d.Makes() {
			if card.TokenKey(made) == name {
				return made
			}
		}
	}
	return nil
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
			return &SaveError{Path: "objects[" + strconv.Itoa(i) + "].card", Msg: "not in the catalog given to Load", Err: err}
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
		o.token, o.tapped, o.sick = so.Token, so.Tapped, so.Sick
		o.setMark(markDeathtouched, so.Deathtouched)
		o.setMark(markSkipUntap, so.SkipUntap)
		if so.LeftHidden && (o.zone != nowhere || so.Token) {
			return bad(".leftHidden", "only a card in no zone left the game from a hidden zone (CR 800.4a)")
		}
		o.setMark(markLeftHidden, so.LeftHidden)
		if so.LoyaltyUses != 0 && (so.LoyaltyUses < 2 || so.LoyaltyUses > math.MaxUint8 || !so.LoyaltyUsed) {
			return bad(".loyaltyUses", "%d: want 2..%d, with loyaltyUsed (one use is loyaltyUsed alone)", so.LoyaltyUses, math.MaxUint8)
		}
		o.loyaltyUses = uint8(so.LoyaltyUses)
		if so.LoyaltyUsed && o.loyaltyUses == 0 {
			o.loyaltyUses = 1
		}
		if so.PlayTurn < 0 || so.PlayTurn > stampCycle {
			return bad(".playTurn", "%d is out of range 0..%d", so.PlayTurn, stampCycle)
		}
		o.playTurn = int16(so.PlayTurn)
		if so.OnceTurn < 0 || so.OnceTurn > stampCycle {
			return bad(".onceTurn", "%d is out of range 0..%d", so.OnceTurn, stampCycle)
		}
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
		if so.Group < 0 || so.Group > math.MaxUint8 {
			return bad(".group", "%d is out of range 0..%d", so.Group, math.MaxUint8)
		}
		o.group = uint8(so.Group)
		switch {
		case o.group != 0 && o.zone != zone.Library:
			return bad(".group", "only a card in a library is in a group")
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
		if msg := playerNameProblem(sp.Name); msg != "" {
			return badSave(path+".name", "%q is %s", sp.Name, msg)
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
		// SetLife allows a starting total below 0 (the player loses at
		// the first check, CR 704.5a); Config's StartingLife doesn't.
		if sp.StartingLife < -MaxLife || sp.StartingLife > MaxLife {
			return badSave(path+".startingLife", "%d is out of range -%d..%d", sp.StartingLife, MaxLife, MaxLife)
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

// jsonKind names a Go type, by its name, the way a save's JSON spells
// it.
func jsonKind(goType string) string {
	switch {
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "uint"):
		return "an integer"
	case goType == "string":
		return "a string"
	case goType == "mana.Color":
		return "a colour letter (\"R\")"
	case goType == "bool":
		return "true or false"
	case strings.HasPrefix(goType, "[]"), strings.HasPrefix(goType, "["):
		return "a list"
	}
	return "an object"
}
