package dev.paohuzi.runtime.game;

import java.util.List;

/**
 * A winning (or, for a 天胡 after the deal, best) decomposition of a holding.
 *
 * @param huxi      total huxi of table melds and concealed groups
 * @param concealed the groups formed from the concealed cards (kans, sentences, mixed, the pair)
 */
public record Win(int huxi, List<Meld> concealed) {
    public Win {
        concealed = List.copyOf(concealed);
    }
}
