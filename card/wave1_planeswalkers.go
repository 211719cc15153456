package card

// wave1Planeswalkers lists the wave-1 planeswalkers (CARDS.md).
var wave1Planeswalkers = []*Definition{}
