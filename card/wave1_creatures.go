package card

// wave1Creatures lists the wave-1 creatures (CARDS.md).
var wave1Creatures = []*Definition{}
