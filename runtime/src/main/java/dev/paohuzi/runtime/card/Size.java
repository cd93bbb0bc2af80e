package dev.paohuzi.runtime.card;

/** 小字 (small, 一…十) or 大字 (big, 壹…拾). */
public enum Size {
    SMALL,
    BIG
}
