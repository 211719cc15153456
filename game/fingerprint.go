package game

import "github.com/spellstack/spellstack/stack"

// hasher mixes 64-bit words into a running hash (an FNV-style
// multiply with an xor-shift per word), so equal states hash equal and the
// cost is one multiply per field.
type hasher uint64

const (
	fnvOffset hasher = 14695981039346656037
	mixPrime  hasher = 0x9e3779b97f4a7c15
)

func (h *hasher) u64(v uint64) {
	x := (*h ^ hasher(v)) * mixPrime
	*h = x ^ x>>29
}

func (h *hasher) int(v int) { h.u64(uint64(v)) }

func (h *hasher) bool(b bool) {
	if b {
		h.u64(1)
	} else {
		h.u64(0)
	}
}

func (h *hasher) str(s string) {
	h.int(len(s))
	for len(s) >= 8 {
		h.u64(uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56)
		s = s[8:]
	}
	var v uint64
	for i := 0; i < len(s); i++ {
		v |= uint64(s[i]) << (8 * i)
	}
	h.u64(v)
}

// item hashes a stack item.
func (h *hasher) item(it *stack.Item) {
	h.int(int(it.Serial))
	h.int(int(it.Kind))
	h.int(int(it.Source))
	h.int(int(it.Controller))
	h.int(int(it.Ability))
	h.int(int(it.X))
	h.bool(it.Haste)
	h.int(int(it.NumTargets))
	h.int(int(it.EventObject))
	h.int(int(it.EventAmount))
	h.int(int(it.EventPlayer))
	for _, t := range it.TargetList() {
		h.int(int(t.Player))
		h.int(int(t.Object))
	}
}

func (h *hasher) slots(s []int32) {
	h.int(len(s))
	for _, x := range s {
		h.int(int(x))
	}
}

// Fingerprint returns a hash of the whole game state: equal states give
// equal fingerprints, and any change a rule makes changes it (up to hash
// collisions). Recorded events, the action log, whether events and
// actions are recorded at all (Config.NoEvents, RecordActions) and the
// action counter are not part of the state: saves that differ only in
// those have equal fingerprints.
func (g *Game) Fingerprint() uint64 {
	h := fnvOffset
	h.int(int(g.rules.Uniqueness))
	h.int(g.rules.MaxHandSize)
	h.int(int(g.rules.Mulligan))
	if g.rules.Variant != FreeForAll {
		h.int(int(g.rules.Variant)) // duels hash as they always did
	}
	var rb [32]byte
	if b, err := g.rng.pcg.AppendBinary(rb[:0]); err == nil {
		for _, c := range b {
			h.int(int(c))
		}
	}
	h.int(len(g.objects))
	for i := range g.objects {
		o := &g.objects[i]
		h.u64(o.def.NameHash())
		// Several small fields per word: one mix instead of one per field.
		h.u64(uint64(o.inc) | uint64(uint8(o.owner))<<16 | uint64(uint8(o.controller))<<24 |
			uint64(o.zone)<<32 | flagBits(o.token, o.tapped, o.sick, o.has(markDeathtouched), o.has(markSkipUntap), o.has(markLeftHidden))<<40 |
			uint64(uint16(o.damage))<<48)
		h.u64(uint64(uint16(o.counters[0])) | uint64(uint16(o.counters[1]))<<16 |
			uint64(uint16(o.counters[2]))<<32 | uint64(uint16(o.counters[3]))<<48)
		h.u64(uint64(uint16(o.counters[Verse])) | uint64(o.known)<<32 | uint64(o.placed)<<40 | uint64(o.chosen)<<48)
		h.u64(uint64(o.timestamp) | uint64(o.attachedTo)<<32)
		h.int(int(o.playTurn) | int(o.enteredOther)<<16 | int(o.loyaltyUses)<<24 | int(o.group)<<32)
	}
	for i := range g.players {
		p := &g.players[i]
		h.str(p.name)
		h.int(p.life)
		h.int(p.poison)
		for _, n := range p.pool {
			h.int(int(n))
		}
		h.slots(p.library)
		h.slots(p.hand)
		h.slots(p.graveyard)
		h.bool(p.drewFromEmpty)
		h.bool(p.lost)
		h.bool(p.conceded)
		h.bool(p.passStep)
		h.int(p.hasteMana)
		h.int(p.startingLife)
		h.bool(p.lostLifeThisTurn)
		h.bool(p.lostLifeLastTurn)
		h.bool(p.loyaltyActivatedThisTurn)
		h.int(int(p.loyaltyBonus))
		h.int(int(p.spellsCastThisTurn))
		h.int(len(p.spendOnly))
		for _, r := range p.spendOnly {
			for _, n := range r.Mana {
				h.int(int(n))
			}
			h.str(r.For)
		}
	}
	h.slots(g.battlefield)
	h.slots(g.exile)
	h.slots(g.command)
	h.int(g.emblems)
	h.int(g.exileCastable)
	h.int(g.stack.Len())
	for i := 0; i < g.stack.Len(); i++ {
		h.item(g.stack.At(i))
	}
	h.int(g.turn)
	h.int(int(g.active))
	h.int(int(g.step))
	h.int(g.passes)
	h.int(g.landsUsed)
	h.bool(g.started)
	o := &g.opening
	h.u64(uint64(o.stage) | uint64(uint8(o.seat))<<8 | uint64(uint8(o.starter))<<16)
	for p := range o.mulligans {
		h.u64(uint64(o.mulligans[p]) | flagBits(o.kept[p], o.declared[p])<<32)
	}
	h.int(int(g.pending.Kind))
	h.int(int(g.pending.Player))
	h.int(g.pending.Count)
	h.bool(g.res.active)
	h.int(int(g.res.item.Source))
	h.int(int(g.res.item.Kind))
	h.int(g.res.next)
	for _, l := range g.res.legal {
		h.bool(l)
	}
	h.int(len(g.combat.attackers))
	for _, a := range g.combat.attackers {
		h.int(int(a.id))
		h.int(int(a.player))
		h.int(int(a.planeswalker))
		h.int(int(a.defending))
		h.bool(a.blocked)
		h.bool(a.dealtFirst)
		h.bool(a.attacksNothing)
		h.int(a.ordered)
		h.int(a.nblockers)
		for _, b := range a.blockers[:a.nblockers] {
			h.int(int(b))
		}
	}
	if g.combat.attacked && len(g.combat.attackers) == 0 { // implied by any attacker
		h.int(1)
	}
	if len(g.combat.stillBlocking) > 0 { // rare: other fingerprints stay as they were
		h.int(len(g.combat.stillBlocking))
		for _, b := range g.combat.stillBlocking {
			h.u64(uint64(b))
		}
	}
	h.int(len(g.combat.firstDealt))
	for _, b := range g.combat.firstDealt {
		h.int(int(b))
	}
	h.int(len(g.effects))
	for _, e := range g.effects {
		h.int(int(e.target))
		h.int(int(e.power))
		h.int(int(e.tough))
		h.bool(e.setPT)
		h.int(int(e.setP))
		h.int(int(e.setT))
		h.u64(uint64(e.keywords))
		h.u64(uint64(e.restrictions))
		h.u64(uint64(e.addTypes))
		h.str(e.addSubtype)
		h.u64(uint64(e.loseKeywords))
		h.str(e.loseSubtype)
		h.bool(e.loseAll)
		h.bool(e.replaceCreatureTypes)
		h.int(int(e.setColors))
		h.int(int(e.source))
		h.int(int(e.holder))
		h.int(int(e.duration))
		h.int(int(e.timestamp))
	}
	h.int(len(g.triggers))
	for _, t := range g.triggers {
		h.int(int(t.source))
		h.int(int(t.index))
		h.int(int(t.controller))
		h.int(int(t.eventObject))
		h.int(int(t.eventAmount))
		h.int(int(t.eventPlayer))
		h.bool(t.later)
	}
	h.int(int(g.eventPlayer))
	h.int(int(g.priorityAfter))
	h.bool(g.anyTriggers)
	h.int(g.staticSources)
	h.int(g.attachables)
	h.int(g.preventers)
	h.int(g.grants)
	h.bool(g.sbaDirty)
	h.int(g.activatables)
	h.int(g.keywordGrants)
	h.int(g.restrictionGrants)
	h.int(g.typeGrants)
	h.int(g.convokeGranters)
	h.int(g.taxGrants)
	h.int(g.strayTokens)
	h.int(g.uniques)
	h.bool(g.costDiscard)
	h.bool(g.cleanupPriority)
	h.bool(g.placing)
	h.int(int(g.keep.kind))
	h.str(g.keep.name)
	for _, id := range g.kept {
		h.int(int(id))
		if id == 0 {
			break // 0-terminated
		}
	}
	h.int(len(g.damageHistory))
	for _, r := range g.damageHistory {
		h.int(int(r.source))
		h.int(int(r.victim))
	}
	h.int(len(g.lastKnown))
	for _, lk := range g.lastKnown {
		h.int(int(lk.id))
		for _, n := range lk.counters {
			h.int(int(n))
		}
		h.int(int(lk.power))
		h.int(int(lk.toughness))
		h.u64(uint64(lk.keywords))
		h.int(int(lk.controller))
		h.u64(uint64(lk.colors))
		h.u64(uint64(lk.types))
		h.int(len(lk.subtypes))
		for _, st := range lk.subtypes {
			h.str(st)
		}
	}
	if g.undo != nil { // rare: other fingerprints stay as they were
		h.u64(g.undo.Fingerprint())
	}
	h.int(len(g.shields))
	for _, sh := range g.shields {
		h.int(int(sh.kind))
		h.int(int(sh.object))
		h.int(int(sh.player))
		h.int(int(sh.colors)<<8 | int(sh.notColors))
	}
	h.int(int(g.copyEnterGraves))
	h.int(len(g.enteredTogether))
	for _, id := range g.enteredTogether {
		h.int(int(id))
	}
	h.int(len(g.controlReverts))
	for _, r := range g.controlReverts {
		h.int(int(r.id))
		h.int(int(r.to))
		h.bool(r.lasting)
	}
	h.int(len(g.onceUsed))
	for _, u := range g.onceUsed {
		h.int(int(u.source))
		h.int(int(u.grantor))
		h.int(int(u.index))
	}
	h.bool(g.res.answered)
	h.bool(g.res.yes)
	h.int(g.res.lastToughness)
	h.bool(g.res.searching)
	h.int(g.res.searchLeft)
	h.bool(g.res.picking)
	h.int(int(g.res.copyOf))
	h.int(int(g.res.copySlot))
	h.int(g.res.copiesLeft)
	h.int(int(g.res.copyEnter))
	h.int(len(g.delayed))
	for _, d := range g.delayed {
		h.int(int(d.source))
		h.int(int(d.index))
		h.int(int(d.player))
		h.int(int(d.controller))
	}
	h.int(len(g.goneAbilities))
	for i := range g.goneAbilities {
		h.item(&g.goneAbilities[i])
	}
	h.int(len(g.links))
	for _, l := range g.links {
		h.int(int(l.source))
		h.int(int(l.card))
		h.bool(l.untilLeaves)
	}
	h.int(len(g.copies))
	for _, c := range g.copies {
		h.int(int(c.id))
		h.u64(c.printed.NameHash())
		h.u64(c.base.NameHash())
		h.int(len(c.with))
		h.bool(c.left)
	}
	h.slots(g.res.cards)
	h.bool(g.res.redirectAsked)
	h.int(int(g.res.redirectTo))
	h.int(int(g.res.redirectedFor))
	for _, id := range g.res.redirects {
		h.int(int(id))
	}
	h.bool(g.res.declined)
	h.int(int(g.res.named) | int(g.res.stage)<<16)
	h.int(int(g.res.chosen))
	h.int(int(g.res.placedTop) | int(g.res.placedBottom)<<16)
	h.int(int(g.res.item.EventObject))
	h.int(int(g.res.item.EventAmount))
	h.int(int(g.res.item.EventPlayer))
	h.bool(g.res.choosingDefender)
	h.bool(g.res.foundInLibrary)
	h.int(int(g.timestamp))
	h.int(int(g.serial))
	h.int(int(g.zoneChanges))
	h.int(g.tokens)
	h.bool(g.over)
	h.int(int(g.winner))
	return uint64(h)
}

// flagBits packs booleans into the low bits of a word, first argument
// lowest.
func flagBits(bs ...bool) uint64 {
	var v uint64
	for i, b := range bs {
		if b {
			v |= 1 << i
		}
	}
	return v
}
