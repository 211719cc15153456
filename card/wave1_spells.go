package card

// wave1Spells lists the wave-1 spells (CARDS.md).
var wave1Spells = []*Definition{}
