package dev.paohuzi.web;

/** Entry point of the workbench jar; the picocli commands are wired here. */
public final class Workbench {
    private Workbench() {}

    public static void main(String[] args) {
        System.out.println("workbench");
    }
}
