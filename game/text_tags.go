package game

import "strings"

// tagsFor writes the tags that tell apart objects of one name (" (#3)",
// see tellApart) as lang writes brackets: in Chinese full-width and
// without the space ("（#3）"); any other lang is English.
func tagsFor(lang Lang, s string) string {
	if lang != Chinese || !strings.Contains(s, " (#") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, " (#")
		if i < 0 {
			break
		}
		j := i + 3
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+3 || j >= len(s) || s[j] != ')' {
			b.WriteString(s[:i+3]) // not a tag: keep it as it is
			s = s[i+3:]
			continue
		}
		b.WriteString(s[:i])
		b.WriteString("（#")
		b.WriteString(s[i+3 : j])
		b.WriteString("）")
		s = s[j+1:]
	}
	b.WriteString(s)
	return b.String()
}

// finishText gives a text built in lang its last touches: Chinese
// brackets for tags (tagsFor), English possessives of names ending in s
// (englishPossessives).
func finishText(lang Lang, s string) string {
	if lang == Chinese {
		return tagsFor(lang, s)
	}
	return englishPossessives(s)
}
