package dev.paohuzi.runtime.game;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * A seat's table or pile: a list that grows at its end (a replaced element aside: a pong run into a pao) and hands
 * out immutable snapshots in constant time. Every observation takes a snapshot of every seat's table and pile, and
 * those change far less often than they are read: a snapshot is the backing array and a length, and the list writes
 * only past the lengths it has handed out, or copies the array first ({@link #set}).
 */
class SnapshotList<E> extends AbstractList<E> implements RandomAccess {
    private Object[] elements = new Object[8];
    private int size;
    /** The snapshot of the list as it stands, or null once it changed. */
    private Snapshot<E> snapshot;

    @Override
    public boolean add(E element) {
        if (size == elements.length) {
            elements = Arrays.copyOf(elements, size * 2);
        }
        elements[size++] = element;
        snapshot = null;
        modCount++;
        return true;
    }

    /** Replaces an element in a fresh array: the snapshots handed out keep the old one. */
    @Override
    public E set(int index, E element) {
        E old = get(index);
        elements = elements.clone();
        elements[index] = element;
        snapshot = null;
        modCount++;
        return old;
    }

    @Override
    public E get(int index) {
        return element(elements, size, index);
    }

    @Override
    public int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    private static <E> E element(Object[] elements, int size, int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return (E) elements[index];
    }

    /** Counts every change, so readers can tell whether what they derived from the list still holds. */
    int version() {
        return modCount;
    }

    /** The list as it stands, immutable: kept until the list changes. */
    java.util.List<E> snapshot() {
        if (snapshot == null) {
            snapshot = new Snapshot<>(elements, size);
        }
        return snapshot;
    }

    /** The first {@code size} elements of an array nobody writes below that length again. */
    private static final class Snapshot<E> extends AbstractList<E> implements RandomAccess {
        private final Object[] elements;
        private final int size;

        Snapshot(Object[] elements, int size) {
            this.elements = elements;
            this.size = size;
        }

        @Override
        public E get(int index) {
            return element(elements, size, index);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
