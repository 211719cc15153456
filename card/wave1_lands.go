package card

// wave1Lands lists the wave-1 lands (CARDS.md).
var wave1Lands = []*Definition{}
