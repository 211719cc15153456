package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
	"math/bits"
)

// contEffect is a continuous effect from a resolved spell or ability on
// one object (CR 611.2): the set of affected objects is locked in on
// resolution (611.2c), so an effect on "creatures you control" becomes
// one contEffect per creature. It ends at cleanup when it lasts until end
// of turn, and in any case when its object leaves the battlefield, since
// its ID goes stale.
type contEffect struct {
	target       ObjectID
	power, tough int16
	// setPT: the object's base power and toughness become setP/setT
	// (layer 7b).
	setPT        bool
	setP, setT   int16
	keywords     ability.Keyword
	restrictions ability.Restriction
	addTypes     ability.Type
	addSubtype   string
	// loseKeywords and loseSubtype are removed abilities and subtype
	// (layers 6 and 4).
	loseKeywords ability.Keyword
	loseSubtype  string
	// loseAll removes every ability (layer 6), setColors (when nonzero)
	// sets the colours (layer 5), and replaceCreatureTypes makes
	// addSubtype the only creature type (layer 4): "loses all abilities
	// and becomes a blue Frog". See overwrite.go.
	loseAll              bool
	replaceCreatureTypes bool
	setColors            mana.ColorSet
	duration             ability.Duration
	// source and holder: an effect lasting while holder controls source
	// (ability.WhileYouControlSource).
	source    ObjectID
	holder    PlayerID
	timestamp uint32
}

// lasting completes an effect of the controller ctrl of source src:
// only effects that last while ctrl controls src remember them.
func (e contEffect) lasting(src ObjectID, ctrl PlayerID) contEffect {
	if e.duration == ability.WhileYouControlSource {
		e.source, e.holder = src, ctrl
	}
	return e
}

// changesKeywords reports whether e grants or removes keywords; such
// effects are counted in keywordGrants so that keyword reads look at
// effects.
func (e *contEffect) changesKeywords() bool {
	return e.keywords != 0 || e.loseKeywords != 0 || e.loseAll
}

// quietForSBA reports whether adding e can't call for a state-based
// action: it raises or keeps power and toughness and grants keywords or
// restrictions, nothing else. CR 704.5 reads toughness (704.5f, 704.5g),
// types, subtypes and colours (what an Aura or Equipment may be attached
// to, protection, 704.5n, 704.5p; the legend rule, 704.5k) and indestructible
// (704.5g), which such an effect can only grant; no static of another
// permanent picks what it affects by keyword (groupMatch). Power alone
// matters only to a static's condition (g.condStatics, which the caller
// checks).
func (e *contEffect) quietForSBA() bool {
	return e.tough >= 0 && !e.setPT && e.loseKeywords == 0 && e.addTypes == 0 &&
		e.addSubtype == "" && e.loseSubtype == "" && !e.isOverwrite()
}

// changesRestrictions reports whether e grants restrictions or removes
// the printed ones (with all abilities); such effects are counted in
// restrictionGrants.
func (e *contEffect) changesRestrictions() bool { return e.restrictions != 0 || e.loseAll }

// chars are an object's characteristics after continuous effects, in
// layer order (CR 613).
type chars struct {
	types ability.Type
	// lostAll: the object lost all its abilities (CR 613.1f).
	lostAll      bool
	colors       mana.ColorSet
	keywords     ability.Keyword
	restrictions ability.Restriction
	power        int
	toughness    int
}

// charsOf returns the characteristics of the object in slot, from the
// characteristics cache when it holds them (see chars_cache.go). Objects
// off the battlefield have their printed characteristics.
func (g *Game) charsOf(slot int32) chars {
	if c := g.cachedChars(slot); c != nil {
		return *c
	}
	return g.computeChars(slot)
}

// cachedChars returns the characteristics cache's entry for the object in
// slot, filled if it wasn't, or nil when the cache doesn't hold the
// object's characteristics (off the battlefield, or while a static with a
// condition is on it). Readers of one characteristic use it rather than
// charsOf, which copies them all. The entry is valid until the next
// change of characteristics.
func (g *Game) cachedChars(slot int32) *chars {
	if o := &g.objects[slot]; o.zone != zone.Battlefield || g.condStatics > 0 && g.condUncached(o) {
		return nil
	}
	if int(slot) >= len(g.charsCache) {
		g.growCharsCache()
	}
	e := &g.charsCache[slot]
	if e.gen != g.charsGen+1 {
		e.c, e.gen = g.computeChars(slot), g.charsGen+1
	}
	return &e.c
}

// printedChars returns the characteristics printed on d.
func printedChars(d *card.Definition) chars {
	return chars{types: d.Types, colors: d.Colors, keywords: d.Keywords, restrictions: d.Restrictions,
		power: d.Power.Value, toughness: d.Toughness.Value}
}

// cardChars returns the characteristics of o off the battlefield: its
// card's, with a characteristic-defining P/T (CR 604.3); effects apply
// to permanents only.
func (g *Game) cardChars(o *object) chars {
	c := printedChars(o.def)
	g.definingPT(o, &c)
	return c
}

// computeChars computes the characteristics of the object in slot, in
// layer order.
func (g *Game) computeChars(slot int32) chars {
	o := &g.objects[slot]
	if o.zone != zone.Battlefield {
		return g.cardChars(o)
	}
	d := o.def
	c := printedChars(d)
	// Printed restrictions are abilities and go with all abilities;
	// those from effects stay (CR 613.1f).
	c.restrictions = 0
	// One pass over the resolved effects, which are kept in timestamp
	// order: type changes (layer 4), abilities (6), the latest P/T setting
	// (7b) and the sum of modifications (7c).
	if g.typeGrants > 0 { // layer 4 statics
		c.types |= g.staticTypes(slot)
	}
	var set *contEffect
	var modP, modT int
	var lost ability.Keyword
	var baseSet *ability.Static // layer 7b from a static
	var baseStamp uint32
	// lossStamp: the timestamp of the latest effect that removed all
	// abilities; statics of other permanents older than it grant none.
	var lossStamp uint32
	if len(g.effects) > 0 {
		id := o.id(int(slot))
		for i := range g.effects {
			e := &g.effects[i]
			if e.target != id || !g.effectLive(e) {
				continue
			}
			c.types |= e.addTypes
			if e.loseAll || e.replaceCreatureTypes || e.setColors != 0 {
				c.overwrite(e)
				if e.loseAll {
					lossStamp = e.timestamp
				}
			}
			c.keywords |= e.keywords
			// Layer 6 in timestamp order (CR 613.6): a later grant
			// restores a lost keyword.
			lost = lost&^e.keywords | e.loseKeywords
			c.keywords &^= e.loseKeywords
			c.restrictions |= e.restrictions
			if e.setPT {
				set = e
			}
			modP += int(e.power)
			modT += int(e.tough)
		}
	}
	// The object's own statics: abilities (6), characteristic-defining
	// P/T (7a), modifications (7c).
	if !c.lostAll {
		c.restrictions |= d.Restrictions
	}
	for i := range d.Statics {
		s := &d.Statics[i]
		if s.Affects == ability.AffectsSelf && !c.lostAll && g.staticActive(slot, s) {
			c.keywords |= s.Keywords &^ lost
			c.restrictions |= s.Restrictions
			modP += s.Power
			modT += s.Toughness
			if s.SetPTFromCount != "" {
				n := g.countSubtype(o.controller, s.SetPTFromCount)
				c.power, c.toughness = n, n
			}
			if s.SetPTFromCreatures {
				n := g.countCreatures(o.controller)
				c.power, c.toughness = n, n
			}
			if s.SetBasePT && o.timestamp >= baseStamp {
				// "As long as ..., this has base power and toughness
				// 4/4" (layer 7b, CR 613.3b), with its permanent's
				// timestamp (CR 613.6a).
				baseSet, baseStamp = s, o.timestamp
			}
		}
	}
	// Statics of other permanents (anthems, Auras, Equipment).
	if g.staticSources > 0 {
		for _, src := range g.staticSourceSlots() {
			so := &g.objects[src]
			for k := range so.def.Statics {
				s := &so.def.Statics[k]
				if s.Affects == ability.AffectsSelf || !g.staticAffects(src, s, slot, &c) || !g.staticActive(src, s) {
					continue
				}
				if g.staticLost(src, s) {
					continue
				}
				// Statics are older than the resolved effects that remove
				// keywords from their objects (CR 613.6a); one that
				// began to apply after all abilities were removed still
				// grants its keywords (CR 613.6).
				if lossStamp == 0 || so.timestamp > lossStamp {
					kw := s.Keywords
					if kw&lost != 0 {
						// Layer 6 in timestamp order (CR 613.6): only a
						// removal later than the static takes its
						// keyword away.
						kw &^= g.keywordsLostSince(o.id(int(slot)), so.timestamp)
					}
					c.keywords |= kw
				}
				c.restrictions |= s.Restrictions
				modP += s.Power
				modT += s.Toughness
				if s.SetBasePT && so.timestamp >= baseStamp {
					baseSet, baseStamp = s, so.timestamp
				}
			}
		}
	}
	// Layer 7b in timestamp order (CR 613.6): the later of the static
	// and the resolved effect wins.
	if baseSet != nil && (set == nil || set.timestamp < baseStamp) {
		c.power, c.toughness = baseSet.BasePower, baseSet.BaseToughness
	} else if set != nil {
		c.power, c.toughness = int(set.setP), int(set.setT)
	}
	// Layer 7c, then counters in 7d.
	d7 := int(o.counters[PlusOne]) - int(o.counters[MinusOne])
	c.power += modP + d7
	c.toughness += modT + d7
	return c
}

// keywordsLostSince returns the keywords that resolved effects on the
// object id removed after timestamp stamp and no later effect gave back
// (layer 6 in timestamp order, CR 613.6): what a static of that
// timestamp can't grant.
func (g *Game) keywordsLostSince(id ObjectID, stamp uint32) ability.Keyword {
	var lost ability.Keyword
	for i := range g.effects {
		if e := &g.effects[i]; e.target == id && e.timestamp > stamp && g.effectLive(e) {
			lost = lost&^e.keywords | e.loseKeywords
		}
	}
	return lost
}

// staticAffects reports whether static s of the permanent in src applies
// to the object in slot, whose characteristics so far are c.
func (g *Game) staticAffects(src int32, s *ability.Static, slot int32, c *chars) bool {
	switch s.Affects {
	case ability.AffectsAttached:
		return g.objects[src].attachedTo == g.idOf(slot)
	case ability.AffectsGroup:
		return g.groupMatch(&s.Group, src, slot, c)
	}
	return false
}

// groupMatch reports whether the permanent in slot, with characteristics
// c, is in group gr of the source in src.
func (g *Game) groupMatch(gr *ability.Group, src, slot int32, c *chars) bool {
	types := gr.Types
	if types == 0 {
		types = ability.Creature
	}
	o := &g.objects[slot]
	switch {
	case c.types&types == 0:
		return false
	case gr.Other && src == slot:
		return false
	case gr.Side == ability.YourSide && o.controller != g.objects[src].controller:
		return false
	case gr.Side == ability.OpponentSide && !g.opponents(o.controller, g.objects[src].controller):
		return false
	case gr.NotColors != 0 && c.colors&gr.NotColors != 0:
		return false
	case gr.Colors != 0 && c.colors&gr.Colors == 0:
		return false
	case gr.Subtype != "" && !g.subtypeWith(slot, gr.Subtype, c.types):
		return false
	case gr.NotTypes != 0 && c.types&gr.NotTypes != 0:
		return false
	case gr.Side == ability.NotYourSide && o.controller == g.objects[src].controller:
		return false
	case gr.Attacking && g.attackerIndex(g.idOf(slot)) < 0:
		return false
	case (gr.ChosenSubtype || gr.ChosenName) && !g.chosenMatch(gr, src, slot):
		return false
	}
	return true
}

// staticActive reports whether the condition of static s of the
// permanent in src holds (CR 604.2: "as long as").
func (g *Game) staticActive(src int32, s *ability.Static) bool {
	if s.If.Kind != ability.Always && !g.conditionHolds(g.objects[src].controller, src, &s.If) {
		return false
	}
	if s.IfControlSubtype == "" {
		return true
	}
	return g.countSubtype(g.objects[src].controller, s.IfControlSubtype) > 0
}

// countSubtype counts the permanents with subtype st that p controls.
func (g *Game) countSubtype(p PlayerID, st string) int {
	n := 0
	for _, x := range g.battlefield {
		if g.objects[x].controller == p && g.hasSubtype(x, st) {
			n++
		}
	}
	return n
}

// countCreatures counts the creatures p controls; types come from layer
// 4 only, so a characteristic-defining ability may count them (CR 613.3a).
func (g *Game) countCreatures(p PlayerID) int {
	n := 0
	for _, x := range g.battlefield {
		if g.objects[x].controller == p && g.isCreature(x) {
			n++
		}
	}
	return n
}

// The characteristics rule checks read. Each computes what it needs
// through charsOf, never from the definition directly, so that continuous
// effects always count.

// types needs only layer 4, where only resolved effects add types.
func (g *Game) types(slot int32) ability.Type {
	if g.typeGrants != 0 {
		return g.grantedTypes(slot)
	}
	return g.objects[slot].def.Types
}

// grantedTypes returns the card types of the object in slot when some
// static or resolved effect adds card types (layer 4).
func (g *Game) grantedTypes(slot int32) ability.Type {
	o := &g.objects[slot]
	if o.zone != zone.Battlefield {
		return o.def.Types
	}
	if g.condStatics == 0 && int(slot) < len(g.charsCache) {
		// A valid entry of the characteristics cache holds these types:
		// targeting and combat ask for them of every permanent, many
		// times between changes. An entry is only read, not filled:
		// computing characteristics reads types.
		if e := &g.charsCache[slot]; e.gen == g.charsGen+1 {
			return e.c.types
		}
	}
	t := o.def.Types | g.staticTypes(slot)
	id := o.id(int(slot))
	for i := range g.effects {
		if g.effects[i].target == id && g.effectLive(&g.effects[i]) {
			t |= g.effects[i].addTypes
		}
	}
	return t
}

func (g *Game) isCreature(slot int32) bool { return g.types(slot)&ability.Creature != 0 }

// colors: only overwriting effects change colours (layer 5); without
// them an object's colours are its card's.
func (g *Game) colors(slot int32) mana.ColorSet {
	if g.overwrites > 0 {
		if c := g.cachedChars(slot); c != nil {
			return c.colors
		}
		return g.computeChars(slot).colors
	}
	return g.objects[slot].def.Colors
}

func (g *Game) keywords(slot int32) ability.Keyword {
	d := g.objects[slot].def
	if g.objects[slot].zone != zone.Battlefield {
		return d.Keywords // statics work only on the battlefield (CR 604.1)
	}
	if g.keywordGrants == 0 {
		k := d.Keywords
		for i := range d.Statics {
			if s := &d.Statics[i]; s.Affects == ability.AffectsSelf && s.Keywords != 0 && g.staticActive(slot, s) {
				k |= s.Keywords
			}
		}
		return k
	}
	if c := g.cachedChars(slot); c != nil {
		return c.keywords
	}
	return g.computeChars(slot).keywords
}

func (g *Game) hasKeyword(slot int32, k ability.Keyword) bool { return g.keywords(slot).Has(k) }

func (g *Game) restrictions(slot int32) ability.Restriction {
	d := g.objects[slot].def
	if g.objects[slot].zone != zone.Battlefield {
		return d.Restrictions
	}
	if g.restrictionGrants == 0 {
		r := d.Restrictions
		for i := range d.Statics {
			if s := &d.Statics[i]; s.Affects == ability.AffectsSelf && s.Restrictions != 0 && g.staticActive(slot, s) {
				r |= s.Restrictions
			}
		}
		return r
	}
	if c := g.cachedChars(slot); c != nil {
		return c.restrictions
	}
	return g.computeChars(slot).restrictions
}

func (g *Game) hasRestriction(slot int32, r ability.Restriction) bool {
	return g.restrictions(slot).Has(r)
}

// powerToughness returns the object's power and toughness (CR 613.3).
func (g *Game) powerToughness(slot int32) (int, int) {
	if c := g.cachedChars(slot); c != nil {
		return c.power, c.toughness
	}
	c := g.computeChars(slot)
	return c.power, c.toughness
}

// toughnessKeywords returns the object's toughness and keywords, which
// state-based actions read (CR 704.5f-g).
func (g *Game) toughnessKeywords(slot int32) (int, ability.Keyword) {
	if c := g.cachedChars(slot); c != nil {
		return c.toughness, c.keywords
	}
	c := g.computeChars(slot)
	return c.toughness, c.keywords
}

// effectLive reports whether a resolved effect still applies: one that
// lasts while its controller controls its source ends when they stop
// (CR 611.2b), even before the next check removes it.
func (g *Game) effectLive(e *contEffect) bool {
	if e.duration != ability.WhileYouControlSource {
		return true
	}
	s, ok := g.lookup(e.source)
	return ok && g.objects[s].zone == zone.Battlefield && g.objects[s].controller == e.holder
}

// firstColor returns the first type of s in canonical order. Effects on
// the stack that add "one mana of any colour" take it until such a card
// needs a choice.
func firstColor(s mana.ColorSet) mana.Color {
	if t := uint8(s) & (1<<mana.NumTypes - 1); t != 0 {
		return mana.Color(bits.TrailingZeros8(t))
	}
	return mana.Colorless
}

// staticTypes returns the card types that statics of the Auras and
// Equipment attached to the permanent in slot add (layer 4, CR 613.1d).
func (g *Game) staticTypes(slot int32) ability.Type {
	var t ability.Type
	id := g.idOf(slot)
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		if so.attachedTo != id {
			continue
		}
		for k := range so.def.Statics {
			if s := &so.def.Statics[k]; s.Affects == ability.AffectsAttached {
				t |= s.AddTypes
			}
		}
	}
	return t
}

// definingPT applies the characteristic-defining P/T of o, an object off
// the battlefield (Nightmare's "number of Swamps you control"): such
// abilities, unconditional, work in every zone (CR 604.3), and "you" is a spell's
// controller on the stack and the card's owner elsewhere (CR 109.5).
func (g *Game) definingPT(o *object, c *chars) {
	for i := range o.def.Statics {
		s := &o.def.Statics[i]
		if s.Affects != ability.AffectsSelf || s.If.Kind != ability.Always || s.IfControlSubtype != "" {
			// One that applies only as long as a condition holds is no
			// characteristic-defining ability (CR 604.3a): a
			// permanent's only (CR 112.6).
			continue
		}
		you := o.owner
		if o.zone == zone.Stack {
			you = o.controller
		}
		if s.SetPTFromCount != "" {
			n := g.countSubtype(you, s.SetPTFromCount)
			c.power, c.toughness = n, n
		}
		if s.SetPTFromCreatures {
			n := g.countCreatures(you)
			c.power, c.toughness = n, n
		}
	}
}
