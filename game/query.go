package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// NumPlayers returns the number of players (seats), those who left the
// game included.
func (g *Game) NumPlayers() int { return len(g.players) }

// PlayerName returns p's name.
func (g *Game) PlayerName(p PlayerID) string { return g.playerName(p) }

// FindPlayer returns the player named name.
func (g *Game) FindPlayer(name string) (PlayerID, bool) {
	for i := range g.players {
		if g.players[i].name == name {
			return PlayerID(i), true
		}
	}
	return NoPlayer, false
}

func (g *Game) validPlayer(p PlayerID) bool { return p >= 0 && int(p) < len(g.players) }

// Life returns p's life total (in Two-Headed Giant, the team's, CR
// 810.4); 0 for a p that is no player of the game.
func (g *Game) Life(p PlayerID) int {
	if !g.validPlayer(p) {
		return 0
	}
	return g.players[p].life
}

// Pool returns p's mana pool.
func (g *Game) Pool(p PlayerID) mana.Pool {
	if !g.validPlayer(p) {
		return mana.Pool{}
	}
	pool := g.players[p].pool
	for _, r := range g.players[p].spendOnly {
		for c := mana.Color(0); c < mana.NumTypes; c++ {
			pool.Add(c, r.Mana.Amount(c)) // restricted mana is in the pool too (CR 106.6)
		}
	}
	return pool
}

// RestrictedPool returns the first part of p's pool (as Pool gives it)
// that may be spent only on spells of a subtype (CR 106.6: Sliver Hive's
// coloured mana, for Sliver spells), and the subtype; an empty pool and
// "" when none. RestrictedPools gives every such part.
func (g *Game) RestrictedPool(p PlayerID) (pool mana.Pool, subtype string) {
	if !g.validPlayer(p) || len(g.players[p].spendOnly) == 0 {
		return mana.Pool{}, ""
	}
	r := g.players[p].spendOnly[0]
	return r.Mana, r.For
}

// RestrictedPools returns the parts of p's pool (as Pool gives it) that
// may be spent only on spells of a subtype, one per subtype, in the order
// their mana was first added (CR 106.6); nil when none. The slice is the
// caller's.
func (g *Game) RestrictedPools(p PlayerID) []RestrictedMana {
	if !g.validPlayer(p) || len(g.players[p].spendOnly) == 0 {
		return nil
	}
	return slices.Clone(g.players[p].spendOnly)
}

// Lost reports whether p has lost the game.
func (g *Game) Lost(p PlayerID) bool { return g.validPlayer(p) && g.players[p].lost }

// LandsPlayed returns how many lands the active player (the active
// team's players, in Two-Headed Giant) played this turn.
func (g *Game) LandsPlayed() int {
	if g.twoHeaded() {
		return g.landsUsed&1 + g.landsUsed>>1&1 // one bit per seat (landPlayed)
	}
	return g.landsUsed
}

// Zone returns the objects in zone z that belong to p, in order: library
// and graveyard top first, hand in the order cards arrived, battlefield
// (the permanents p controls), exile (the cards p owns) and the command
// zone (p's emblems, CR 113.2) in the order they arrived. The stack is
// listed by Stack. Like every query of the Game, it sees hidden zones
// too (the game knows every card): a program that must not see another
// player's hand or a library's order reads views (View).
func (g *Game) Zone(p PlayerID, z zone.Kind) []ObjectID {
	return g.AppendZone(nil, p, z)
}

// AppendZone appends to buf what Zone(p, z) lists and returns the
// extended slice: Zone without allocating, for callers that reuse a
// buffer.
func (g *Game) AppendZone(buf []ObjectID, p PlayerID, z zone.Kind) []ObjectID {
	if !g.validPlayer(p) {
		return buf
	}
	out := buf
	switch z {
	case zone.Library, zone.Graveyard:
		s := *g.zoneSlice(z, p)
		for i := len(s) - 1; i >= 0; i-- {
			out = append(out, g.idOf(s[i]))
		}
	case zone.Hand:
		for _, s := range g.players[p].hand {
			out = append(out, g.idOf(s))
		}
	case zone.Battlefield:
		for _, s := range g.battlefield {
			if g.objects[s].controller == p {
				out = append(out, g.idOf(s))
			}
		}
	case zone.Exile:
		for _, s := range g.exile {
			if g.objects[s].owner == p {
				out = append(out, g.idOf(s))
			}
		}
	case zone.Command:
		for _, s := range g.command {
			if g.objects[s].controller == p {
				out = append(out, g.idOf(s))
			}
		}
	}
	return out
}

// ZoneLen returns the number of objects Zone(p, z) would list, without
// allocating.
func (g *Game) ZoneLen(p PlayerID, z zone.Kind) int {
	if !g.validPlayer(p) {
		return 0
	}
	switch z {
	case zone.Library, zone.Graveyard, zone.Hand:
		return len(*g.zoneSlice(z, p))
	case zone.Battlefield:
		return g.countOf(g.battlefield, p, true)
	case zone.Exile:
		return g.countOf(g.exile, p, false)
	case zone.Command:
		return g.countOf(g.command, p, true)
	}
	return 0
}

// countOf counts the objects of list that p controls (byController) or
// owns.
func (g *Game) countOf(list []int32, p PlayerID, byController bool) int {
	n := 0
	for _, s := range list {
		o := &g.objects[s]
		if byController && o.controller == p || !byController && o.owner == p {
			n++
		}
	}
	return n
}

// StackEntry describes one item on the stack.
type StackEntry struct {
	// Serial identifies the item while it is on the stack.
	Serial uint32
	// Kind says whether the item is a spell, an activated ability or a
	// triggered ability.
	Kind stack.Kind
	// Source is the spell, or the source of the ability.
	Source ObjectID
	// Card is the spell's card, or the card of the ability's source (for
	// a granted ability too: the permanent that has it, CR 602.1).
	Card *card.Definition
	// Controller is the player who controls the item. Targets are its
	// targets, in the order of its target specs, an "up to" target left
	// unchosen being ObjectTarget(0); X is the value chosen for X
	// (CR 107.3), or 0.
	Controller PlayerID
	Targets    []Target
	X          int
	// Ability is, for an ability, its index among Card's activated (or
	// triggered) abilities, as in Action.Ability; for an activated
	// ability an Aura grants (Burning Anger's "{T}: ..."), -1-k, k being
	// the index of the granting card's static ability that grants it
	// (see GrantedBy). 0 for spells.
	Ability int
	// GrantedBy is, for a granted activated ability, the permanent that
	// grants it, and GrantedByCard its card, even after it left (CR
	// 112.7a); zero and nil otherwise.
	GrantedBy     ObjectID
	GrantedByCard *card.Definition
	// Host is, for a triggered ability an Aura, Equipment or Sliver
	// grants ("equipped creature has 'At the beginning of your upkeep,
	// draw a card'"), the permanent it was granted to, whose ability it
	// is (CR 112.7), and HostCard its card; zero and nil otherwise, and
	// when the host is no longer known.
	Host     ObjectID
	HostCard *card.Definition
}

// Stack lists the stack, top first.
func (g *Game) Stack() []StackEntry {
	out := make([]StackEntry, 0, g.stack.Len())
	for i := 0; i < g.stack.Len(); i++ {
		it := g.stack.At(i)
		e := StackEntry{Serial: it.Serial, Kind: it.Kind, Source: ObjectID(it.Source),
			Card: g.itemDef(it), Controller: PlayerID(it.Controller),
			Targets: append([]Target(nil), it.TargetList()...), X: int(it.X)}
		if it.Kind != stack.Spell {
			e.Ability = int(it.Ability)
		}
		if grantor, ok := grantorOf(it); ok {
			e.GrantedBy, e.GrantedByCard = grantor, g.defOf(grantor)
		}
		if e.Host = g.abilityHost(it); e.Host != 0 {
			e.HostCard = g.defOf(e.Host)
		}
		out = append(out, e)
	}
	return out
}

// StackLen returns the number of items on the stack.
func (g *Game) StackLen() int { return g.stack.Len() }

// ObjectInfo is what can be seen of one object: its card and state, with
// characteristics as continuous effects leave them.
type ObjectInfo struct {
	// ID is the object's ID, as passed to Object.
	ID ObjectID
	// Card is its card definition: for an object that is a copy, one made
	// of what it copies (CR 706.2).
	Card *card.Definition
	// Owner is the player who owns it, and Controller the player who
	// controls it: on the battlefield and the stack its controller,
	// elsewhere its owner.
	Owner      PlayerID
	Controller PlayerID
	// Zone is the zone it is in.
	Zone zone.Kind
	// Token reports whether it is a token, and Tapped whether it is tapped
	// (only permanents are).
	Token  bool
	Tapped bool
	// SummoningSick: the controller has not controlled it continuously
	// since their most recent turn began (CR 302.6).
	SummoningSick bool
	// Damage is the damage marked on it this turn; 0 off the battlefield.
	Damage int
	// Power and Toughness are current values on the battlefield (0 for a
	// noncreature permanent, CR 208.3), and elsewhere printed values or
	// those a characteristic-defining ability gives in every zone
	// (CR 604.3).
	Power, Toughness int
	// Keywords, Types and Colors are its current keyword abilities, card
	// types and colours (printed ones off the battlefield).
	Keywords ability.Keyword
	Types    ability.Type
	Colors   mana.ColorSet
	// Counters counts the counters on it by CounterKind (see Counter).
	Counters [NumCounterKinds]int
	// AttachedTo is the permanent an Aura or Equipment is attached to.
	AttachedTo ObjectID
	// Restrictions are rules restrictions on it ("can't block").
	Restrictions ability.Restriction
	// Protection is the set of colours it has protection from
	// (CR 702.16).
	Protection mana.ColorSet
	// Subtypes are its subtypes now (CR 205.3): printed, and added by an
	// effect on the battlefield.
	Subtypes []string
	// Entering: on the battlefield with the choice it makes as it enters
	// still to make (Mercurial Pretender's copy, a name, a creature type:
	// CR 614.12). By the rules it is not on the battlefield until the
	// choice is made, and nothing else happens in the game until then (no
	// state-based action, trigger or other decision); but what it shows
	// meanwhile is its own card's characteristics (a Pretender's 0/0) with
	// the effects of other permanents' statics applied, and statics that
	// count permanents may count it (Seraph of the Masses). Show it as
	// entering, not by those values.
	Entering bool
}

// Counter returns the number of counters of kind k.
func (o *ObjectInfo) Counter(k CounterKind) int {
	if k >= numCounterKinds {
		return 0
	}
	return o.Counters[k]
}

// Loyalty returns the object's loyalty: on the battlefield the number of
// loyalty counters on it (CR 306.5c), elsewhere a planeswalker card's
// printed loyalty (CR 306.5a); 0 for anything that is not a planeswalker.
func (o *ObjectInfo) Loyalty() int {
	if o.Zone == zone.Battlefield {
		return o.Counters[Loyalty]
	}
	if o.Card == nil || o.Types&ability.Planeswalker == 0 {
		return 0
	}
	return o.Card.Loyalty
}

// Object returns what can be seen of the object id, and false if id
// names no object (it changed zones or never existed). It sees cards in
// hidden zones too, as the game does: a program that must respect hidden
// information reads views.
func (g *Game) Object(id ObjectID) (ObjectInfo, bool) {
	s, ok := g.lookup(id)
	if !ok || g.objects[s].zone == nowhere {
		return ObjectInfo{}, false
	}
	o := &g.objects[s]
	info := ObjectInfo{ID: id, Card: o.def, Owner: o.owner, Controller: o.controller, Zone: o.zone,
		Token: o.token, Tapped: o.tapped, SummoningSick: o.sick, Damage: int(o.damage),
		Types: g.types(s), Colors: o.def.Colors, Keywords: o.def.Keywords}
	if o.zone == zone.Battlefield {
		c := g.charsOf(s)
		// What keywords and colors would find, from the same
		// characteristics.
		if g.keywordGrants == 0 {
			info.Keywords = g.keywords(s)
		} else {
			info.Keywords = c.keywords
		}
		if g.overwrites > 0 {
			info.Colors = c.colors
		}
		if info.Types&ability.Creature != 0 {
			info.Power, info.Toughness = c.power, c.toughness // none for a noncreature (CR 208.3)
		}
		info.Restrictions = c.restrictions
		if g.preventers > 0 {
			info.Protection, _ = g.protectionOf(s)
		}
		info.Subtypes = g.permanentSubtypes(s, &c)
		if _, ok := g.lookup(o.attachedTo); ok {
			info.AttachedTo = o.attachedTo
		}
		info.Entering = g.entering(s)
	} else {
		info.Power, info.Toughness = g.powerToughness(s) // printed, or defined in every zone (CR 604.3)
	}
	if info.Subtypes == nil {
		info.Subtypes = o.def.Subtypes // shared, read-only: the definition never changes
	}
	if o.counters != ([numCounterKinds]int16{}) { // most objects have none
		for k := range o.counters {
			info.Counters[k] = int(o.counters[k])
		}
	}
	return info, true
}

// Follow returns the current ID of the card or token that id named, after
// any zone changes, and false if it never existed or ceased to exist. The
// game knows every card; callers that must respect hidden information
// use per-player views instead.
func (g *Game) Follow(id ObjectID) (ObjectID, bool) {
	s := id.slot()
	if s < 0 || s >= len(g.objects) || id.inc() > g.objects[s].inc || g.objects[s].zone == nowhere {
		return 0, false
	}
	return g.idOf(int32(s)), true
}

// SameCard reports whether a and b name the same card or token, in any
// zones and at any times: one physical card's objects (CR 400.7 makes each
// zone change a new object), including a token that has since ceased to
// exist (CR 704.5d), which Follow no longer finds. IDs that never named
// anything are the same as nothing.
func (g *Game) SameCard(a, b ObjectID) bool {
	s := a.slot()
	return s >= 0 && s == b.slot() && s < len(g.objects) &&
		a.inc() <= g.objects[s].inc && b.inc() <= g.objects[s].inc
}

// grantorOf returns, for an activated ability an Aura grants on the
// stack (a negative Ability), the granting permanent, which the item
// keeps in EventObject (see activatedOf), and false for any other item.
func grantorOf(it *stack.Item) (ObjectID, bool) {
	if it.Kind != stack.ActivatedAbility || it.Ability >= 0 {
		return 0, false
	}
	return ObjectID(it.EventObject), true
}
