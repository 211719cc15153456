package game

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Loading the game's moving parts: the stack, the state and decision,
// the opening, a suspended resolution, combat, triggers, continuous
// effects and the action log.

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
	// A finished resolution's record (allowZero) has serial 0 once the
	// serials were numbered again at MaxStamp (nextSerial).
	if (si.Serial == 0 && !allowZero) || si.Serial > l.f.Serial {
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
	if err := l.zoneChanges(); err != nil {
		return err
	}
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
			// Each mulligan but a free first one (CR 103.4c) makes the
			// hand a card smaller, and a hand of 0 is kept: at most seven,
			// or as many as the cards the player owns when a built
			// position put more into the opening hand.
			if most := max(startingHandSize, l.owned(PlayerID(p))) + min(len(g.players)-2, 1); so.Mulligans[p] < 0 || so.Mulligans[p] > most {
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

// owned counts the objects p owns.
func (l *loader) owned(p PlayerID) int {
	n := 0
	for s := range l.g.objects {
		if l.g.objects[s].owner == p {
			n++
		}
	}
	return n
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
	for i, x := range sr.Redirects {
		path := fmt.Sprintf("resolution.redirects[%d]", i)
		p, err := l.player(path+".player", x.Player)
		if err != nil {
			return err
		}
		if r.redirectedFor&seatBit(p) != 0 {
			return badSave(path+".player", "%s is answered for twice", g.players[p].name)
		}
		if r.redirects[p], err = l.objectID(path+".to", x.To, true); err != nil {
			return err
		}
		r.redirectedFor |= seatBit(p)
	}
	r.declined = sr.Declined
	if r.named, err = nameIndex("resolution.named", sr.Named); err != nil {
		return err
	}
	if sr.Stage < 0 || sr.Stage > 4 {
		return badSave("resolution.stage", "%d is out of range 0..4", sr.Stage)
	}
	r.stage = uint8(sr.Stage)
	if r.chosen, err = l.objectID("resolution.chosen", sr.Chosen, true); err != nil {
		return err
	}
	if sr.PlacedTop < 0 || sr.PlacedBottom < 0 || sr.PlacedTop+sr.PlacedBottom > len(r.cards) {
		return badSave("resolution.placedTop", "%d and %d cards placed, of %d", sr.PlacedTop, sr.PlacedBottom, len(r.cards))
	}
	r.placedTop, r.placedBottom = uint16(sr.PlacedTop), uint16(sr.PlacedBottom)
	r.choosingDefender = sr.ChoosingDefender
	r.foundInLibrary = sr.FoundInLibrary
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
		a.defending = a.player
		if a.planeswalker != 0 {
			a.defending = g.controllerOf(a.planeswalker)
			if sa.Defending != nil {
				if a.defending, err = l.player(path+".defending", *sa.Defending); err != nil {
					return err
				}
			}
		} else if sa.Defending != nil {
			return badSave(path+".defending", "an attack on a player names no other defending player")
		}
		if len(sa.Blockers) > maxBlockers {
			return badSave(path+".blockers", "%d blockers, at most %d", len(sa.Blockers), maxBlockers)
		}
		for j, b := range sa.Blockers {
			if a.blockers[j], err = l.objectID(fmt.Sprintf("%s.blockers[%d]", path, j), b, false); err != nil {
				return err
			}
			if l.blocksAlready(a.blockers[j], a.blockers[:j]) {
				return badSave(fmt.Sprintf("%s.blockers[%d]", path, j), "object %d blocks twice: a creature blocks one attacker (CR 509.1a)", b)
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
		if l.blocksAlready(id, g.combat.stillBlocking) {
			return badSave(fmt.Sprintf("combat.stillBlocking[%d]", i), "object %d blocks twice: a creature blocks one attacker (CR 509.1a)", b)
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

// blocksAlready reports whether blocker is among also or among the
// blockers of the attackers loaded so far: no M15 creature may block more
// than one attacker (CR 509.1a).
func (l *loader) blocksAlready(blocker ObjectID, also []ObjectID) bool {
	if slices.Contains(also, blocker) {
		return true
	}
	for i := range l.g.combat.attackers {
		a := &l.g.combat.attackers[i]
		if slices.Contains(a.blockers[:a.nblockers], blocker) {
			return true
		}
	}
	return false
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
	switch {
	case !f.RecordActions && len(f.ActionLog) > 0:
		return badSave("actionLog", "%d actions, but the game records none (recordActions is false)", len(f.ActionLog))
	case f.RecordActions && !l.undo && len(f.ActionLog) != f.Actions:
		return badSave("actionLog", "%d actions, but the game has applied %d, each recorded", len(f.ActionLog), f.Actions)
	}
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

// zoneChanges reads the game's count of zone changes: no object may have
// counted more. Absent, it is the objects' counts added up (see
// savedZoneChanges).
func (l *loader) zoneChanges() error {
	g, n := l.g, l.f.ZoneChanges
	if n == 0 {
		g.zoneChanges = g.countedZoneChanges()
		return nil
	}
	for i := range g.objects {
		if uint32(g.objects[i].inc) > n {
			return badSave("zoneChanges", "%d is below objects[%d]'s count of %d", n, i, g.objects[i].inc)
		}
	}
	g.zoneChanges = n
	return nil
}

// countedZoneChanges adds up the objects' zone-change counts: in a game
// that was never determinized, every zone change counted one object's.
func (g *Game) countedZoneChanges() uint32 {
	n := uint32(0)
	for i := range g.objects {
		n += uint32(g.objects[i].inc)
	}
	return n
}

// savedZoneChanges is zoneChanges as a save writes it: 0 (absent) when
// the objects' counts add up to it, so that saves of games that were
// never determinized read as they did before the count was kept.
func (g *Game) savedZoneChanges() uint32 {
	if g.zoneChanges == g.countedZoneChanges() {
		return 0
	}
	return g.zoneChanges
}
