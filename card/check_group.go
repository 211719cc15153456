package card

import "github.com/spellstack/spellstack/ability"

// groupFields is a set of the fields of ability.Group that a reader of
// groups honours.
type groupFields uint16

// The fields of ability.Group.
const (
	gTypes groupFields = 1 << iota
	gSide
	gNotColors
	gColors
	gSubtype
	gOther
	gWithoutKeyword
	gEventPlayers
	gNotTypes
	gChosen // ChosenSubtype and ChosenName
	gAttacking
	gTargetPlayers
)

// What each reader of groups honours (game/effects.go effectObjects,
// characteristics.go groupMatch, cost_sacrifice.go sacrificeCandidate,
// amount.go countFor, condition.go anyInGroup).
const (
	// gEvery: "each permanent ..." of an effect (SubjectAll).
	gEvery groupFields = 1<<12 - 1
	// gKind: what a permanent is, whoever controls it.
	gKind = gTypes | gNotColors | gColors | gSubtype | gNotTypes | gAttacking
	// gOwn: a permanent its controller chooses among their own (a
	// sacrifice, "return a creature you control"): Side may only say
	// "yours".
	gOwn = gKind | gOther
	// gStatic: the permanents a static ability affects.
	gStatic = gKind | gOther | gSide | gChosen
	// gCount: the permanents an amount counts.
	gCount = gKind | gSide
	// gCondition: the permanents a condition looks for; Side only where
	// the condition doesn't say whose.
	gCondition = gTypes | gOther | gNotTypes | gSubtype | gColors | gNotColors
)

// groupFieldList names each field of groupFields and says whether a
// group sets it.
var groupFieldList = []struct {
	bit  groupFields
	name string
	set  func(*ability.Group) bool
}{
	{gTypes, "Types", func(g *ability.Group) bool { return g.Types != 0 }},
	{gSide, "Side", func(g *ability.Group) bool { return g.Side != ability.AnySide }},
	{gNotColors, "NotColors", func(g *ability.Group) bool { return g.NotColors != 0 }},
	{gColors, "Colors", func(g *ability.Group) bool { return g.Colors != 0 }},
	{gSubtype, "Subtype", func(g *ability.Group) bool { return g.Subtype != "" }},
	{gOther, "Other", func(g *ability.Group) bool { return g.Other }},
	{gWithoutKeyword, "WithoutKeyword", func(g *ability.Group) bool { return g.WithoutKeyword != 0 }},
	{gEventPlayers, "EventPlayers", func(g *ability.Group) bool { return g.EventPlayers }},
	{gNotTypes, "NotTypes", func(g *ability.Group) bool { return g.NotTypes != 0 }},
	{gChosen, "ChosenSubtype", func(g *ability.Group) bool { return g.ChosenSubtype }},
	{gChosen, "ChosenName", func(g *ability.Group) bool { return g.ChosenName }},
	{gAttacking, "Attacking", func(g *ability.Group) bool { return g.Attacking }},
	{gTargetPlayers, "TargetPlayers", func(g *ability.Group) bool { return g.TargetPlayers }},
}

// groupIn checks the group in field name of path, read by a reader that
// honours the fields in honours; where names the reader for the message. With own set, the
// reader takes the player's own permanents, and Side may say so.
func (c *checker) groupIn(path, name string, g *ability.Group, honours groupFields, own bool, where string) {
	if *g == (ability.Group{}) {
		return
	}
	c.group(path, name, g)
	for _, f := range groupFieldList {
		if honours&f.bit != 0 || !f.set(g) || f.bit == gSide && own && g.Side == ability.YourSide {
			continue
		}
		c.fail(path+name+"."+f.name, "%s doesn't read %s", where, f.name)
	}
}
