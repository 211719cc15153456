package card

// all lists every definition of this package; Default builds its catalog
// from it. Order does not matter: the catalog sorts by name. Add each new
// definition here.
var all = []*Definition{
	// basic_lands.go
	Plains, Island, Swamp, Mountain, Forest,
	// vanilla.go
	RuneclawBear, CentaurCourser, OreskosSwiftclaw, WalkingCorpse,
	FugitiveWizard, GoblinRoughrider, BronzeSable,
	// mana_creatures.go
	ElvishMystic,
	// spells.go
	LightningStrike, Divination, Cancel, Negate, TitanicGrowth, MindRot,
	SignInBlood, DarkRitual, NightsWhisper,
}

// waves lists the definitions of the wave files, one slice per file;
// Default registers them after all.
var waves = [][]*Definition{wave1Lands, wave1Creatures, wave1Spells, wave1Permanents, wave1Planeswalkers, extraCards, wave2aStatic, wave2aTrig, wave2aCost, wave2bDec, wave2bConvoke, wave2bCost, wave2cDmg, wave2cLayers}

// defaultCatalog is built once, at package initialization, from all.
var defaultCatalog = mustCatalog(allDefinitions())

// allDefinitions joins all and the waves.
func allDefinitions() []*Definition {
	out := append([]*Definition(nil), all...)
	for _, w := range waves {
		out = append(out, w...)
	}
	return out
}

// Default returns the catalog of every card definition in this package:
// the M15 cards defined so far and the extras (docs/cards.md). The catalog is
// built once at package initialization and never changes; all callers
// share it.
func Default() *Catalog { return defaultCatalog }

// mustCatalog builds the default catalog. The definitions are constants of
// this package, so an error is a programming error that the package's
// tests catch; it is not reachable from caller input.
func mustCatalog(defs []*Definition) *Catalog {
	c, err := NewCatalog(defs...)
	if err != nil {
		panic(err)
	}
	return c
}
